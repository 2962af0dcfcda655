/** Assistant: browser-side door (the widget itself is loaded through ./pages). */
export { askAssistant, recentTurns, type ChatErrorWords, type ChatResult, type Turn } from './chat-api';
export { MessageText } from './message-text';
