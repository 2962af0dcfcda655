/**
 * Assistant: the zod contract of POST /api/ai/chat (spec 3 Chat message, spec 7).
 * Shapes are checked here (400); sizes are checked by the route (413) so each refusal
 * carries its own status, and both happen before any model is called.
 */
import { z } from 'zod';
import { CHAT_MESSAGES } from './constants';

export * from './constants';

export const chatRoleSchema = z.enum(['user', 'assistant'], { error: CHAT_MESSAGES.role });

export const chatMessageSchema = z.object({
  role: chatRoleSchema,
  content: z.string({ error: CHAT_MESSAGES.content }).trim().min(1, CHAT_MESSAGES.content),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRequestSchema = z.object({
  /**
   * The spec's client-side system prompt. Accepted so existing clients keep working and
   * never obeyed: the server always uses its own prompt (decisions.md 4, quality S9).
   */
  sys: z.unknown().optional(),
  messages: z
    .array(chatMessageSchema, { error: CHAT_MESSAGES.messagesRequired })
    .min(1, CHAT_MESSAGES.messagesRequired)
    .refine((list) => list.at(-1)?.role === 'user', CHAT_MESSAGES.lastFromUser),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

/** `ok` repeats `success` for clients that read it (spec 7: "{success or ok, reply}"). */
export const chatResponseSchema = z.object({
  success: z.literal(true),
  ok: z.literal(true),
  reply: z.string(),
  /** Who answered: the configured model, or the built-in assistant. */
  source: z.enum(['model', 'builtin']),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

export const assistantPaths = { chat: '/ai/chat' } as const;
