export function RegistrationsPage() {
  return <div className="ui-page ui-container"><h1>RegistrationsPage</h1></div>;
}
