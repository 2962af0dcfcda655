export function SchedulePage() {
  return <div className="ui-page ui-container"><h1>SchedulePage</h1></div>;
}
