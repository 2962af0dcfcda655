/**
 * Fetches the sheet's CSV export without letting the server be turned against its own
 * network (quality S4). http(s) only; each hop's host is resolved here, every address is
 * checked, and the connection goes to exactly the checked address (undici's connect
 * `lookup` is pinned), so a DNS answer that changes between check and connect cannot
 * sneak in. Redirects are followed by hand, re-checking every hop. One time cap covers
 * DNS, every hop and the body; the size cap is counted while streaming.
 */
import { STATUS_CODES } from 'node:http';
import dns from 'node:dns';
import { Agent, request } from 'undici';
import { HttpError } from '@league/core/server';
import { REGISTRATION_LIMITS, REGISTRATION_MESSAGES } from '../contract';
import { addressBlockReason, bareHostname, hostnameBlockReason, isIpLiteral } from '@league/core/server';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export interface FetchSheetOptions {
  /** Lifts the address checks (a sheet served from the league's own network). */
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** DNS resolution; tests answer made-up names. Defaults to the system resolver. */
  lookup?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Addresses treated as public although their range is not (tests' stand-in servers). */
  publicAddresses?: readonly string[];
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const refused = (reason: string) => new HttpError(502, REGISTRATION_MESSAGES.refused(reason));

async function systemLookup(hostname: string): Promise<ResolvedAddress[]> {
  const answers = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

function parseHttpUrl(value: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    throw refused('the address is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw refused(`${url.protocol} addresses are not allowed (http and https only)`);
  return url;
}

/** Resolves the hop's host and returns the one address we will connect to, if allowed. */
async function resolveChecked(url: URL, options: FetchSheetOptions): Promise<ResolvedAddress> {
  const host = bareHostname(url.hostname);
  const check = (address: string) => {
    if (options.allowPrivate || options.publicAddresses?.includes(address)) return;
    const reason = addressBlockReason(address);
    if (reason) throw refused(reason);
  };
  if (isIpLiteral(host)) {
    check(host);
    return { address: host, family: host.includes(':') ? 6 : 4 };
  }
  if (!options.allowPrivate) {
    const reason = hostnameBlockReason(host);
    if (reason) throw refused(reason);
  }
  let answers: ResolvedAddress[];
  try {
    answers = await (options.lookup ?? systemLookup)(host);
  } catch {
    throw new HttpError(502, REGISTRATION_MESSAGES.unreachable(`could not resolve ${host}`));
  }
  if (answers.length === 0) throw new HttpError(502, REGISTRATION_MESSAGES.unreachable(`could not resolve ${host}`));
  // Every answer must pass: a name that also points inside is refused outright.
  for (const answer of answers) check(answer.address);
  return answers[0]!;
}

type LookupCallback = (error: Error | null, address: string | ResolvedAddress[], family?: number) => void;

/** A connect-time lookup that can only ever answer the checked address. */
function pinnedLookup(pinned: ResolvedAddress) {
  return (_hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    if (options?.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

/** Drops a body we will not read; undici reports the cancel as an error nobody needs. */
function discard(body: { on(event: 'error', listener: () => void): unknown; destroy(): void }) {
  body.on('error', () => {});
  body.destroy();
}

async function readCapped(body: AsyncIterable<Buffer> & Parameters<typeof discard>[0], maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) {
      discard(body);
      throw new HttpError(502, REGISTRATION_MESSAGES.tooLarge(maxBytes));
    }
    chunks.push(chunk);
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

function describeNetworkError(error: unknown): string {
  const code = (error as { code?: string; cause?: { code?: string } })?.code ?? (error as { cause?: { code?: string } })?.cause?.code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'connection reset';
  if (code === 'UND_ERR_CONNECT_TIMEOUT') return 'could not connect in time';
  if ((code && code.startsWith('ERR_TLS')) || code === 'CERT_HAS_EXPIRED' || code === 'DEPTH_ZERO_SELF_SIGNED_CERT') return 'TLS certificate not accepted';
  return 'the sheet could not be reached';
}

/** GETs `rawUrl` under the policy and caps above and returns the body as text. */
export async function fetchSheet(rawUrl: string, options: FetchSheetOptions): Promise<string> {
  const timeoutMs = options.timeoutMs ?? REGISTRATION_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? REGISTRATION_LIMITS.maxBytes;
  const maxRedirects = options.maxRedirects ?? REGISTRATION_LIMITS.maxRedirects;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const agents: Agent[] = [];
  // DNS cannot be cancelled: race it against the clock so a hung resolver still ends in time.
  const deadline = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(new Error('timeout')), { once: true }));
  deadline.catch(() => {});
  const beforeDeadline = <T>(promise: Promise<T>) => Promise.race([promise, deadline]);

  try {
    let url = parseHttpUrl(rawUrl);
    for (let hop = 0; ; hop += 1) {
      const target = await beforeDeadline(resolveChecked(url, options));
      const agent = new Agent({ connect: { lookup: pinnedLookup(target) as never, timeout: timeoutMs }, headersTimeout: timeoutMs, bodyTimeout: timeoutMs });
      agents.push(agent);
      const response = await request(url, {
        method: 'GET',
        dispatcher: agent,
        signal: controller.signal,
        headers: { accept: 'text/csv, text/plain;q=0.9, */*;q=0.1', 'user-agent': 'league-registrations/1.0' },
      });
      const location = response.headers.location;
      if (REDIRECTS.has(response.statusCode) && typeof location === 'string') {
        discard(response.body);
        if (hop >= maxRedirects) throw new HttpError(502, REGISTRATION_MESSAGES.tooManyRedirects);
        url = parseHttpUrl(location, url);
        continue;
      }
      if (response.statusCode < 200 || response.statusCode >= 300) {
        discard(response.body);
        throw new HttpError(502, REGISTRATION_MESSAGES.fetchFailed(response.statusCode, STATUS_CODES[response.statusCode] ?? ''));
      }
      const type = String(response.headers['content-type'] ?? '');
      if (type.includes('text/html')) {
        discard(response.body);
        throw new HttpError(502, REGISTRATION_MESSAGES.notCsv);
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > maxBytes) {
        discard(response.body);
        throw new HttpError(502, REGISTRATION_MESSAGES.tooLarge(maxBytes));
      }
      return await readCapped(response.body, maxBytes);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (controller.signal.aborted) throw new HttpError(504, REGISTRATION_MESSAGES.timedOut(timeoutMs));
    throw new HttpError(502, REGISTRATION_MESSAGES.unreachable(describeNetworkError(error)));
  } finally {
    clearTimeout(timer);
    for (const agent of agents) agent.destroy().catch(() => {});
  }
}
