export function AdminViewPage() {
  return <div className="ui-page ui-container"><h1>AdminViewPage</h1></div>;
}
