/** Just enough SMTP for nodemailer to hand a message over (no TLS, no auth): a test's inbox. */
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface SmtpSink {
  url: string;
  /** Resolves with the next message's raw text. */
  next(): Promise<string>;
  /** Messages received so far. */
  received(): number;
  close(): Promise<void>;
}

/** Just enough SMTP for nodemailer to hand over a message (no TLS, no auth). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const inbox: string[] = [];
  const waiting: Array<(text: string) => void> = [];
  let received = 0;
  const deliver = (text: string) => {
    received++;
    if (waiting.length) waiting.shift()!(text);
    else inbox.push(text);
  };
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          deliver(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (line.startsWith('EHLO') || line.startsWith('HELO')) socket.write('250 sink\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    next: () => (inbox.length ? Promise.resolve(inbox.shift()!) : new Promise((resolve) => waiting.push(resolve))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
