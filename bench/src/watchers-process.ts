/**
 * SSE watchers in a process of their own, so a bench's writers (the scorer's POST, the
 * paddles' bids) are not timed through the watchers' event loop: a scorer is a phone at the
 * ground, not the 2,000 parents' browsers. Used by P5 and P6.
 *
 * `tsx src/watchers-process.ts <url> <n> [seqs]` opens n SSE streams and writes one JSON line
 * per report: `{connected}` once all n are open; `{seq, at}` when the last of them has
 * received `seq` (`at` by `monotonicMs()`, comparable with the parent's); and, when stdin
 * closes, `{delivered, counts, lastData, seqs?}` (each stream's sequence numbers with `seqs`).
 */
import http from 'node:http';
import { monotonicMs } from './clock';

const [url, nText, keep] = process.argv.slice(2);
const n = Number(nText);
const keepSeqs = keep === 'seqs';
const agent = new http.Agent({ keepAlive: true, maxSockets: n + 10 });
const say = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);
const count = new Map<number, number>();
const seqs: number[][] = [];
let delivered = 0;
let connected = 0;
let lastData: string | null = null;
const reqs = Array.from({ length: n }, (_, index) => {
  let buffer = '';
  const mine: number[] = [];
  if (keepSeqs) seqs.push(mine);
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
        if (keepSeqs) mine.push(seq);
        // Parsing n copies of every message would measure this process: the first stream's
        // last message is kept as text.
        if (index === 0) lastData = /^data: (.*)$/m.exec(frame)?.[1] ?? lastData;
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
  reqs.forEach((r) => r.destroy());
  process.stdout.write(`${JSON.stringify({ delivered, counts: Object.fromEntries(count), lastData, seqs: keepSeqs ? seqs : undefined })}\n`, () =>
    process.exit(0),
  );
});
