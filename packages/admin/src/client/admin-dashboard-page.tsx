export function AdminDashboardPage() {
  return <div className="ui-page ui-container"><h1>AdminDashboardPage</h1></div>;
}
