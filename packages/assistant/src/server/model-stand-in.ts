/**
 * Test-only: a local OpenAI-compatible chat-completions server (node:http) that records
 * every request, so tests can see exactly what the model would have been sent.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInMode = 'ok' | 'slow' | 'error' | 'malformed' | 'empty';

export interface CapturedRequest {
  url: string;
  headers: http.IncomingHttpHeaders;
  body: { model: string; messages: Array<{ role: string; content: string }> } & Record<string, unknown>;
}

export const MODEL_REPLY = 'Hello from the stand-in model.';

export async function startModelStandIn() {
  const requests: CapturedRequest[] = [];
  let mode: StandInMode = 'ok';
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') });
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (mode === 'error') return json(500, { error: { message: 'model crashed' } });
      if (mode === 'malformed') return json(200, { choices: [{ text: 'no message field' }] });
      if (mode === 'empty') return json(200, { choices: [{ message: { role: 'assistant', content: '   ' } }] });
      const answer = () => json(200, { id: 'x', choices: [{ index: 0, message: { role: 'assistant', content: MODEL_REPLY } }] });
      if (mode === 'slow') {
        const timer = setTimeout(answer, 5000);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      return answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    setMode(next: StandInMode) {
      mode = next;
    },
    reset() {
      requests.length = 0;
      mode = 'ok';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
