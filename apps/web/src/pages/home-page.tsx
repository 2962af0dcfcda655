export function HomePage() {
  return (
    <div className="ui-page ui-container">
      <h1>GICPL Cricket League</h1>
    </div>
  );
}
