/**
 * B0: bare node:http answering pre-serialised bytes: the physical limit for serving that
 * answer from Node on this machine. Run as its own process: `tsx b0-server.ts PORT FILE`.
 */
import http from 'node:http';
import fs from 'node:fs';

const [port, file] = process.argv.slice(2);
const { body, contentType } = JSON.parse(fs.readFileSync(file!, 'utf8')) as { body: string; contentType: string };
const bytes = Buffer.from(body);
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': contentType, 'content-length': bytes.length });
  res.end(bytes);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
