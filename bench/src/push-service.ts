/**
 * A local push service for the push bench (RFC 8030's receiving end, as Google's or
 * Mozilla's would be): answers every push 201 and reports to its parent, once a second and
 * when asked, how many it has received and when the first and last arrived. Its own
 * process, so receiving 5,000 pushes never slows the bench's own clock. `tsx push-service.ts`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

let received = 0;
let first = 0;
let last = 0;
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const now = performance.timeOrigin + performance.now();
    if (!received) first = now;
    last = now;
    received += 1;
    res.statusCode = 201;
    res.end();
  });
});
server.keepAliveTimeout = 65_000;
const report = () => process.send?.({ received, first, last });
process.on('message', report);
server.listen(0, '127.0.0.1', () => process.send?.({ port: (server.address() as AddressInfo).port }));
setInterval(report, 250).unref();
process.on('SIGTERM', () => server.close(() => process.exit(0)));
