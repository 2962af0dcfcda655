/** Enough SMTP for nodemailer to hand a message over (no TLS, no auth): the reset email's inbox. */
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Inbox {
  url: string;
  /** The next message's raw text. */
  next(): Promise<string>;
  close(): Promise<void>;
}

export async function startInbox(): Promise<Inbox> {
  const mail: string[] = [];
  const waiters: Array<(text: string) => void> = [];
  const server = net.createServer((socket) => {
    let pending = '';
    let data = false;
    socket.write('220 inbox\r\n');
    socket.on('data', (chunk) => {
      pending += chunk.toString('utf8');
      for (;;) {
        if (data) {
          const end = pending.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const text = pending.slice(0, end);
          pending = pending.slice(end + 5);
          data = false;
          const waiter = waiters.shift();
          if (waiter) waiter(text);
          else mail.push(text);
          socket.write('250 stored\r\n');
          continue;
        }
        const eol = pending.indexOf('\r\n');
        if (eol < 0) return;
        const verb = pending.slice(0, 4).toUpperCase();
        pending = pending.slice(eol + 2);
        if (verb === 'DATA') {
          data = true;
          socket.write('354 send it\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write(verb === 'EHLO' || verb === 'HELO' ? '250 inbox\r\n' : '250 ok\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    next: () => (mail.length ? Promise.resolve(mail.shift()!) : new Promise((resolve) => waiters.push(resolve))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
