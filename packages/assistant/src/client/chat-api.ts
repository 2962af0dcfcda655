/**
 * The widget's one call. Plain fetch rather than core's api client: the spec's chat has
 * its own two error texts (spec 8), and the widget chunk should carry nothing else.
 */
import { CHAT_ERROR, CHAT_LIMITS, CHAT_NETWORK_ERROR, CHAT_PATH, CHAT_SYSTEM_PROMPT } from '../constants';

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
}

export type ChatResult = { ok: true; text: string } | { ok: false; text: string };

/**
 * The most recent turns that fit the server's bounds, so a long chat keeps working
 * instead of being refused as too long.
 */
export function recentTurns(turns: Turn[]): Turn[] {
  const kept: Turn[] = [];
  let total = 0;
  for (let i = turns.length - 1; i >= 0 && kept.length < CHAT_LIMITS.messages; i--) {
    const content = turns[i]!.content.slice(0, CHAT_LIMITS.messageChars);
    if (total + content.length > CHAT_LIMITS.totalChars) break;
    total += content.length;
    kept.unshift({ role: turns[i]!.role, content });
  }
  while (kept[0]?.role === 'assistant') kept.shift();
  return kept;
}

/** The widget's own two error texts (spec 8), in the page's language; English by default. */
export interface ChatErrorWords {
  error: string;
  network: string;
}

export async function askAssistant(
  turns: Turn[],
  signal?: AbortSignal,
  words: ChatErrorWords = { error: CHAT_ERROR, network: CHAT_NETWORK_ERROR },
): Promise<ChatResult> {
  let response: Response;
  try {
    response = await fetch(CHAT_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      // `sys` as the spec's API has it; the server keeps its own prompt regardless.
      body: JSON.stringify({ sys: CHAT_SYSTEM_PROMPT, messages: recentTurns(turns) }),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    return { ok: false, text: words.network };
  }
  let body: { success?: unknown; ok?: unknown; reply?: unknown; message?: unknown } | null = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (response.ok && body && (body.success === true || body.ok === true) && typeof body.reply === 'string' && body.reply.trim()) {
    return { ok: true, text: body.reply };
  }
  // A refusal the visitor can act on ("Too many requests…", "Conversation is too long…").
  const message = body && typeof body.message === 'string' ? body.message : '';
  if (response.status >= 400 && response.status < 500 && message) return { ok: false, text: message };
  return { ok: false, text: words.error };
}
