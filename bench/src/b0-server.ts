/**
 * B0: bare node:http answering pre-serialised bytes: the physical limit for serving that
 * answer from Node on this machine. The answer is the route's own as a client receives it:
 * its body and its headers (security headers, ETag, cache-control), less those Node writes
 * per response itself. Run as its own process: `tsx b0-server.ts PORT FILE`.
 */
import http from 'node:http';
import fs from 'node:fs';

const [port, file] = process.argv.slice(2);
const { body, headers } = JSON.parse(fs.readFileSync(file!, 'utf8')) as { body: string; headers: Record<string, string> };
const bytes = Buffer.from(body);
const answer = { ...headers, 'content-length': bytes.length };
const server = http.createServer((_req, res) => {
  res.writeHead(200, answer);
  res.end(bytes);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
