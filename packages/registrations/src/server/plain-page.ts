/**
 * The frame of the plain pages the API serves to the public without the site's bundle (the
 * payer's page, the sign-up form): no script, system fonts (Devanagari too), legible at 320 px,
 * a visible focus ring. Everything put into it is escaped by the caller.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '@league/core/server';

const STYLE = `body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans','Noto Sans Devanagari',sans-serif;background:#f4f6f5;color:#16201c}
main{max-width:30rem;margin:0 auto;padding:1.25rem 1rem 2rem}h1{font-size:1.25rem;margin:0 0 .25rem}h2{font-size:1.05rem;margin:1.25rem 0 .25rem}.what{margin:0;color:#44524c}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}.qr{background:#fff;border-radius:12px;padding:.75rem;margin:0 auto 1rem;max-width:16rem}
.qr svg{display:block;width:100%;height:auto}.button{display:block;text-align:center;background:#0b6b4a;color:#fff;border-radius:10px;padding:.8rem;font-weight:600;text-decoration:none}
.note{font-size:.9rem;color:#44524c}code{font-size:1rem;font-weight:600;letter-spacing:.05em}form{margin-top:1.5rem;display:grid;grid-template-columns:minmax(0,1fr);gap:.5rem}
label{font-weight:600}input,select{font:inherit;padding:.65rem;border:1px solid #8a9a93;border-radius:8px;background:#fff;width:100%;box-sizing:border-box}
[aria-invalid=true]{border:2px solid #b42318;background:#fff8f7}
button{font:inherit;font-weight:600;padding:.75rem;border:0;border-radius:8px;background:#16201c;color:#fff;margin-top:.5rem}
fieldset{border:1px solid #c5d0cb;border-radius:10px;padding:.25rem .85rem .85rem;display:grid;grid-template-columns:minmax(0,1fr);gap:.5rem;margin:.75rem 0 0;min-width:0}legend{font-weight:700;padding:0 .25rem}
.check{display:grid;grid-template-columns:auto 1fr;gap:.6rem;align-items:start;font-weight:400}.check input{width:1.25rem;height:1.25rem;margin:.15rem 0 0}
.hint{font-size:.9rem;color:#44524c;margin:-.25rem 0 .25rem;font-weight:400}.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.message{padding:.6rem .75rem;border-radius:8px;background:#e3f4ec}.message.error{background:#fde8e8;color:#8a1c1c}.reference code{display:inline-block;font-size:1.6rem;letter-spacing:.12em;background:#fff;border:1px dashed #8a9a93;border-radius:8px;padding:.35rem .75rem}
a{color:#0b6b4a}a:focus-visible,input:focus-visible,select:focus-visible,button:focus-visible{outline:3px solid #f0b400;outline-offset:2px}`;

export interface PageMessage {
  text: string;
  error?: boolean;
}

/** A message box: an alert for an error, a status otherwise. */
export const messageHtml = (message: PageMessage | null) =>
  message ? `<p class="message${message.error ? ' error' : ''}" role="${message.error ? 'alert' : 'status'}">${escapeHtml(message.text)}</p>` : '';

/** Sends a page: HTML, never cached (each holds what one person typed or owes). */
export const sendPage = (reply: FastifyReply, html: string, status = 200) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(html);

/** A form posted without script (urlencoded) read into plain string keys, at most `bodyLimit` bytes. */
export function acceptFormPosts(app: FastifyInstance, bodyLimit: number) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** The whole document: `title` is text, `main` is HTML already escaped; `lang` its language. */
export function plainPage(title: string, main: string, lang: 'en' | 'hi' = 'en'): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${main}</main></body></html>`;
}
