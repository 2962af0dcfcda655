export function AboutPage() {
  return (
    <div className="ui-page ui-container">
      <h1>About the league</h1>
    </div>
  );
}
