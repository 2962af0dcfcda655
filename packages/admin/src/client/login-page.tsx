export function LoginPage() {
  return <div className="ui-page ui-container"><h1>LoginPage</h1></div>;
}
