export function TeamsPage() {
  return <div className="ui-page ui-container"><h1>TeamsPage</h1></div>;
}
