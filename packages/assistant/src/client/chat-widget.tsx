export function ChatWidget() {
  return <div className="ui-page ui-container"><h1>ChatWidget</h1></div>;
}
