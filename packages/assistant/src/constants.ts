/**
 * Texts and limits shared by the widget and the server. No zod here: the chat widget
 * imports this file and must stay a small chunk.
 */

/** Spec 2: the first assistant message. */
export const CHAT_GREETING = 'How may I help you? I can assist with teams, players, fixtures & registration.';
/** Spec 2: the hint bubble beside the toggle, shown for 4 s (spec 9). */
export const CHAT_HINT = 'How may I help you?';
export const CHAT_HINT_MS = 4000;
/** Spec 2: the suggestion chips, shown while the conversation holds at most the greeting. */
export const CHAT_CHIPS = ['Upcoming fixtures?', 'Top run-getters', 'How to register'] as const;

/** Spec 8. */
export const CHAT_ERROR = 'Sorry, something went wrong.';
export const CHAT_NETWORK_ERROR = 'Network error.';

/** Spec 9: the default system prompt. The server always uses its own; a client `sys` is ignored. */
export const CHAT_SYSTEM_PROMPT =
  'You are the website assistant of a community cricket league: concise and friendly. ' +
  'You answer questions about schedules, teams, players, auctions and registration.';

/** Bounds checked before any model is called (decisions.md 4, quality S9). */
export const CHAT_LIMITS = {
  /** Messages in one request. */
  messages: 20,
  /** Characters in one message. */
  messageChars: 2000,
  /** Characters across the whole conversation. */
  totalChars: 8000,
  /** Chat requests per IP per minute (quality S7). */
  perMinute: 20,
} as const;

export const CHAT_MESSAGES = {
  tooManyMessages: 'Conversation is too long. Please start a new chat.',
  tooLong: `Message is too long (at most ${CHAT_LIMITS.messageChars.toLocaleString('en-IN')} characters).`,
  totalTooLong: 'Conversation is too long. Please start a new chat.',
  messagesRequired: 'Messages are required',
  role: 'Role must be user or assistant',
  content: 'Message cannot be empty',
  lastFromUser: 'The last message must be from the user',
} as const;

export const CHAT_PATH = '/api/ai/chat';
