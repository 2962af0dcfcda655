/**
 * POST /api/ai/chat (spec 7): our own system prompt, a bounded conversation and a per-IP
 * rate limit, all before any model is called (decisions.md 4, quality S7 and S9).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@league/core/contract';
import { filterValue, HttpError, type FeatureOptions } from '@league/core/server';
import { CHAT_LIMITS, CHAT_MESSAGES, chatRequestSchema, chatResponseSchema, type ChatMessage } from '../contract';
import { loadLeagueFacts, type RegistrationFact } from './facts';
import { builtInAnswer, HIDDEN_PERSON_REPLY } from './intents';
import { askModel, createModelBudget, DEFAULT_DAILY_CAP, type LlmSettings } from './llm';

export interface AssistantOptions {
  /** An OpenAI-compatible chat API, or null for the built-in assistant only. */
  llm: LlmSettings | null;
  registrationFormUrl: string | null;
  /**
   * Registration as the settings hold it now, the same the site shows (GET /api/config's
   * `registrationFormUrl`, i.e. the form link or the league's own /register while open, and
   * `registrationFeePaise`). Without it, `registrationFormUrl` is used and no fee is told.
   */
  registration?: () => Promise<RegistrationFact>;
  timeZone: string;
  /** Chat requests per IP per minute (default CHAT_LIMITS.perMinute). */
  rateLimitMax?: number;
  /** The current time (tests fix it). */
  now?: () => Date;
}

const tooLarge = (message: string) => new HttpError(413, message);

/** Refuses an oversized conversation (413) before anything else is done with it. */
export function checkBounds(messages: ChatMessage[]): void {
  if (messages.length > CHAT_LIMITS.messages) throw tooLarge(CHAT_MESSAGES.tooManyMessages);
  let total = 0;
  for (const message of messages) {
    if (message.content.length > CHAT_LIMITS.messageChars) throw tooLarge(CHAT_MESSAGES.tooLong);
    total += message.content.length;
  }
  if (total > CHAT_LIMITS.totalChars) throw tooLarge(CHAT_MESSAGES.totalTooLong);
}

export const assistantPlugin: FastifyPluginAsyncZod<FeatureOptions & AssistantOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const modelBudget = createModelBudget(options.llm?.dailyCap ?? DEFAULT_DAILY_CAP, now);

  app.post(
    '/ai/chat',
    {
      config: { rateLimit: { max: options.rateLimitMax ?? CHAT_LIMITS.perMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['assistant'],
        summary: 'Ask the league assistant',
        body: chatRequestSchema,
        response: { 200: chatResponseSchema, 400: errorSchema, 413: errorSchema, 429: errorSchema },
      },
    },
    async (request) => {
      // `sys` is deliberately not read: the server's own prompt is the only instruction.
      checkBounds(request.body.messages);
      // The visibility rule (part 3 spec section 1) before anything is read or sent anywhere: a
      // hidden child's name reaches neither the answer, its "did you mean", nor a model.
      const visible = await app.visibility.current();
      const messages = filterValue(visible, request.body.messages);
      const facts = filterValue(
        visible,
        await loadLeagueFacts(options.db, now(), {
          timeZone: options.timeZone,
          registrationFormUrl: options.registrationFormUrl,
          registration: options.registration ? await options.registration() : null,
        }),
      );
      const question = messages.at(-1)!.content;
      // Asked about someone the rule hides: no answer about them, from the data or a model
      // (the placeholder names their team, which would otherwise answer with the team).
      if (question !== request.body.messages.at(-1)!.content) {
        return { success: true as const, ok: true as const, reply: HIDDEN_PERSON_REPLY, source: 'builtin' as const };
      }
      // The model costs money per call: a daily cap, then the built-in assistant (issue 18).
      if (options.llm && modelBudget.take()) {
        const reply = await askModel(options.llm, messages, facts, request.log);
        if (reply) return { success: true as const, ok: true as const, reply, source: 'model' as const };
      }
      return { success: true as const, ok: true as const, reply: builtInAnswer(question, facts), source: 'builtin' as const };
    },
  );
};
