export function ResetPasswordPage() {
  return <div className="ui-page ui-container"><h1>ResetPasswordPage</h1></div>;
}
