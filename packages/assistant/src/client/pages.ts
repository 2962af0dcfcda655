/** The chat widget, lazy-loaded by the shell on public pages after first paint. */
export { ChatWidget } from './chat-widget';
