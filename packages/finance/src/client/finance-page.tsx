export function FinancePage() {
  return <div className="ui-page ui-container"><h1>FinancePage</h1></div>;
}
