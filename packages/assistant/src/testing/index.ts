/** Assistant: msw handlers for screen tests (here and in the app shell's). */
import { delay, http, HttpResponse } from 'msw';
import { CHAT_PATH } from '../constants';

export interface ChatRequestSeen {
  sys?: unknown;
  messages: Array<{ role: string; content: string }>;
}

export interface ChatStub {
  /** Every request body the handler received, in order. */
  requests: ChatRequestSeen[];
  /** The next answers: a reply text, or a whole response to send instead. */
  reply: (request: ChatRequestSeen) => string | Response | Promise<string | Response>;
}

export function createChatStub(reply: ChatStub['reply'] = (r) => `You asked: ${r.messages.at(-1)?.content}`): ChatStub {
  return { requests: [], reply };
}

export function chatHandlers(stub: ChatStub, options: { delayMs?: number } = {}) {
  return [
    http.post(`*${CHAT_PATH}`, async ({ request }) => {
      const body = (await request.json()) as ChatRequestSeen;
      stub.requests.push(body);
      if (options.delayMs) await delay(options.delayMs);
      const answer = await stub.reply(body);
      if (answer instanceof Response) return answer;
      return HttpResponse.json({ success: true, ok: true, reply: answer, source: 'builtin' });
    }),
  ];
}
