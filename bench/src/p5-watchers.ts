/**
 * P5's watchers, in a process of their own so the scorer's POST is not timed through their
 * event loop (a scorer is a phone at the ground, not the 2,000 parents' browsers).
 * `tsx src/p5-watchers.ts <url> <n>` opens n SSE streams and writes, one JSON line each:
 * `{connected}` once all n are open, `{seq, at}` when the last of them has received `seq`
 * (`at` on the machine's monotonic clock, comparable with the parent's), and
 * `{delivered, counts}` when stdin closes.
 */
import http from 'node:http';
import { monotonicMs } from './clock';

const [url, nText] = process.argv.slice(2);
const n = Number(nText);
const agent = new http.Agent({ keepAlive: true, maxSockets: n + 10 });
const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);
const count = new Map<number, number>();
let delivered = 0;
let connected = 0;
const reqs = Array.from({ length: n }, () => {
  let buffer = '';
  const req = http.get(url!, { agent }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let at: number;
      while ((at = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (frame.endsWith(': connected') && ++connected === n) say({ connected });
        const m = /^id: (\d+)/m.exec(frame);
        if (!m) continue;
        const seq = Number(m[1]);
        delivered++;
        const c = (count.get(seq) ?? 0) + 1;
        count.set(seq, c);
        if (c === n) say({ seq, at: monotonicMs() });
      }
    });
  });
  req.on('error', () => {});
  return req;
});
process.stdin.resume();
process.stdin.on('end', () => {
  say({ delivered, counts: Object.fromEntries(count) });
  reqs.forEach((r) => r.destroy());
  process.exit(0);
});
