export function PlayersPage() {
  return <div className="ui-page ui-container"><h1>PlayersPage</h1></div>;
}
