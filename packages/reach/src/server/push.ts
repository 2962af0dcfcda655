/**
 * Push notifications (part 3 spec section 3): what a match announces, and the queue that
 * sends it. A scored event or a result (`matchChanged`, called after the write has
 * committed, off the request path) reads the match once and turns what happened into
 * notices: the start, an innings break, a wicket, the result. Each notice is written once
 * (its tag is the key) with its fan-out, in both languages: constant work however many
 * follow. Names pass the visibility rule as each page (or retry) is sent, so a person hidden
 * after the notice was written is hidden in what goes out. A sender beside the requests then walks each
 * fan-out's followers a page at a time (wickets only to those who opted in, nobody in their
 * quiet hours), so no step holds the database or the event loop for long; the page's cursor
 * is saved with its outcome, and a fan-out a dead sender held is free again when its lock
 * passes (a restart loses none; several instances send each push once, SKIP LOCKED). Pushes
 * are encrypted and signed with `web-push` (aes128gcm, VAPID) and posted only to public
 * addresses (the connection's own DNS answer is checked). A 404 or 410 drops the
 * subscription; a 429, 5xx or no answer queues a retry (five tries in all), which is dropped
 * unsent if it falls due in its browser's quiet hours. A notice's row is kept for
 * NOTICE_RETENTION_DAYS (a result's for good), then the sender removes it.
 */
import dns from 'node:dns';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { and, eq, lt, notLike, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Agent, request } from 'undici';
import webpush from 'web-push';
import type { Scorecard } from '@league/cricket';
import { addressBlockReason, bareHostname, filterValue, isIpLiteral, type Db, type Executor, type PublicFilter } from '@league/core/server';
import { readMatchState } from '@league/tournaments/server';
import type { PushPayload } from '../push-contract';
import { pushFanouts, pushJobs, pushNotices } from './schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** An https: address or mailto: the push services may contact (VAPID `sub`). */
  subject: string;
}

export interface PushOptions {
  db: Db;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  vapid: VapidKeys;
  /** PUSH_ALLOW_PRIVATE: endpoints on private addresses and plain http (tests). */
  allowPrivate: boolean;
  /** The league's time zone: quiet hours are the league's clock. */
  timeZone: string;
  visibility: () => Promise<PublicFilter>;
  /** Pushes in flight at once. */
  concurrency?: number;
  /** How often a sender looks for due jobs besides being woken (retries, other instances' jobs). */
  pollMs?: number;
  /** The clock quiet hours and the notices' retention are read from (tests pass their own). */
  now?: () => Date;
}

export interface Push {
  /** Something was written to the match: announce what happened (never throws, never waits). */
  matchChanged(matchId: string): void;
  /** Every announcement asked for so far is queued and every job due now has been tried. */
  idle(): Promise<void>;
  start(): void;
  stop(): Promise<void>;
}

type Kind = 'start' | 'innings' | 'wicket' | 'result';
interface Notice {
  tag: string;
  kind: Kind;
  urgency: 'normal' | 'high';
  en: Omit<PushPayload, 'url' | 'tag'>;
  hi: Omit<PushPayload, 'url' | 'tag'>;
}

interface MatchRow {
  id: string;
  team1: string;
  team2: string;
  team1Id: string | null;
  team2Id: string | null;
  status: string;
  result: string | null;
  scorecard: Scorecard | null;
}

/** Followers sent to per step (one short query each side of it). */
const PAGE = 100;
const MAX_ATTEMPTS = 5;
const LOCK_SECONDS = 120;
/** How long a push service keeps a push for a phone that is off (seconds). */
const TTL_SECONDS = 6 * 3600;
/**
 * How long a notice's row is kept (days). The row only stops a match announcing the same
 * thing twice, and a match announces from its current state, which a month later has moved
 * past its start, breaks and wickets (unless scoring stopped mid-match for that long). A
 * finished match's state is its result for good: that row (one a match) is never removed,
 * so a correction to an old match never announces its result again.
 */
export const NOTICE_RETENTION_DAYS = 30;
/** How often a sender removes notices past their retention (ms). */
const PRUNE_EVERY_MS = 3600_000;

const score = (inn: Scorecard['innings'][number]) => `${inn.runs}/${inn.wickets} (${inn.overs} ov)`;

/** What the match's current state announces, oldest first. Only the latest of each kind is live news. */
export function noticesOf(match: MatchRow): Notice[] {
  const out: Notice[] = [];
  const card = match.scorecard;
  const versus = `${match.team1} v ${match.team2}`;
  const versusHi = `${match.team1} बनाम ${match.team2}`;
  const done = match.status === 'completed' || match.status === 'abandoned';
  const innings = (card?.innings ?? []).filter((i) => !i.superOver);
  const first = innings[0];
  if (!done && first && first.balls > 0 && innings.length === 1) {
    out.push({
      tag: `${match.id}:start`,
      kind: 'start',
      urgency: 'normal',
      en: { title: `Match started: ${versus}`, body: `${first.team} are batting. ${score(first)}` },
      hi: { title: `मैच शुरू: ${versusHi}`, body: `${first.team} बल्लेबाज़ी कर रही है। ${score(first)}` },
    });
  }
  const last = innings.at(-1);
  if (!done && last) {
    const fall = last.fallOfWickets.at(-1);
    if (fall) {
      const line = last.batting.find((b) => b.name === fall.batter && b.out);
      const how = line ? `${fall.batter} ${line.dismissal} ${line.runs} (${line.balls})` : fall.batter;
      out.push({
        tag: `${match.id}:wicket:${last.index}:${fall.wicket}`,
        kind: 'wicket',
        urgency: 'normal',
        en: { title: `Wicket: ${how}`, body: `${last.team} ${score(last)}, ${versus}` },
        hi: { title: `विकेट: ${how}`, body: `${last.team} ${score(last)}, ${versusHi}` },
      });
    }
    // The break: the innings is over and the next has not begun.
    const closed = last.closed || last.allOut;
    if (closed && innings.length === 1) {
      const chasing = last.team === match.team1 ? match.team2 : match.team1;
      const need = last.runs + 1;
      out.push({
        tag: `${match.id}:innings:${last.index}`,
        kind: 'innings',
        urgency: 'normal',
        en: { title: `Innings break: ${versus}`, body: `${last.team} ${score(last)}. ${chasing} need ${need} to win.` },
        hi: { title: `पारी विराम: ${versusHi}`, body: `${last.team} ${score(last)}। ${chasing} को जीत के लिए ${need} रन चाहिए।` },
      });
    }
  }
  const result = card?.result?.text ?? match.result;
  if (done && result) {
    out.push({
      tag: `${match.id}:result`,
      kind: 'result',
      urgency: 'high',
      en: { title: `Result: ${versus}`, body: result },
      hi: { title: `नतीजा: ${versusHi}`, body: result },
    });
  }
  return out;
}

/** Minutes past midnight now on the league's clock. */
export function minuteOfDay(timeZone: string, now = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * Writes a notice and its fan-out, once: false when another writer already had it. Constant
 * work, whoever follows. Its text keeps real names: the visibility rule is applied as each
 * page is sent, so a person hidden meanwhile is hidden in every push that follows.
 */
async function queueNotice(db: Db, match: MatchRow, notice: Notice): Promise<boolean> {
  const url = `/matches/${match.id}`;
  const tag = `match-${match.id}`;
  const payloads = { en: { ...notice.en, url, tag }, hi: { ...notice.hi, url, tag } };
  const teamIds = [match.team1Id, match.team2Id].filter((id): id is string => Boolean(id));
  return db.transaction(async (tx: Executor) => {
    const fresh = await tx.insert(pushNotices).values({ tag: notice.tag }).onConflictDoNothing().returning({ tag: pushNotices.tag });
    if (!fresh.length) return false;
    await tx.insert(pushFanouts).values({ matchId: match.id, teamIds, kind: notice.kind, payloads, urgency: notice.urgency });
    return true;
  });
}

type Outcome = 'sent' | 'gone' | 'retry' | 'drop';

export function createPush(options: PushOptions): Push {
  const { db, log, vapid, allowPrivate, timeZone, visibility } = options;
  const concurrency = options.concurrency ?? 32;
  const pollMs = options.pollMs ?? 15_000;
  const now = options.now ?? (() => new Date());

  // The address a connection goes to is the one checked: DNS is asked once, here.
  const agent = new Agent({
    connections: concurrency,
    headersTimeout: 15_000,
    bodyTimeout: 15_000,
    connect: {
      timeout: 10_000,
      lookup(hostname, lookupOptions, callback) {
        dns.lookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
          if (error) return callback(error, '', 0);
          const blocked = allowPrivate ? null : addresses.map((a) => addressBlockReason(a.address)).find(Boolean);
          if (blocked || !addresses.length) return callback(new Error(`push endpoint refused: ${blocked ?? 'no address'}`), '', 0);
          if ((lookupOptions as { all?: boolean }).all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
          return callback(null, addresses[0]!.address, addresses[0]!.family);
        });
      },
    },
  });

  /** Why the server will not post to this endpoint, or null. */
  const endpointRefusal = (endpoint: string): string | null => {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      return 'not an address';
    }
    if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'not https';
    const host = bareHostname(url.hostname);
    if (!allowPrivate && isIpLiteral(host)) return addressBlockReason(host);
    return null;
  };

  // The VAPID JWT for a push service (RFC 8292): signing is two thirds of a push's cost, so
  // one token per service is signed for 12 hours (services accept up to 24) and reused for one.
  const vapidTokens = new Map<string, { authorization: string; until: number }>();
  const authorizationFor = (endpoint: string) => {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const kept = vapidTokens.get(audience);
    if (kept && kept.until > now) return kept.authorization;
    const expires = Math.floor(now / 1000) + 12 * 3600;
    const { Authorization } = webpush.getVapidHeaders(audience, vapid.subject, vapid.publicKey, vapid.privateKey, 'aes128gcm', expires);
    vapidTokens.set(audience, { authorization: Authorization, until: now + 3600_000 });
    return Authorization;
  };

  async function send(job: { endpoint: string; p256dh: string; auth: string; payload: PushPayload; urgency: string }): Promise<Outcome> {
    if (endpointRefusal(job.endpoint)) return 'gone';
    // One push's encryption at a time, between other work: a fan-out never holds the event
    // loop for longer than one (requests keep being answered beside it).
    await nextTurn();
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      details = webpush.generateRequestDetails({ endpoint: job.endpoint, keys: { p256dh: job.p256dh, auth: job.auth } }, JSON.stringify(job.payload), {
        TTL: TTL_SECONDS,
        urgency: job.urgency === 'high' ? 'high' : 'normal',
        contentEncoding: 'aes128gcm',
        headers: { Authorization: authorizationFor(job.endpoint) },
      });
    } catch {
      // Keys a browser could not have made: nothing will ever reach this subscription.
      return 'gone';
    }
    try {
      const res = await request(details.endpoint, {
        method: 'POST',
        headers: details.headers as Record<string, string>,
        body: details.body ?? undefined,
        dispatcher: agent,
        signal: AbortSignal.timeout(20_000),
      });
      await res.body.dump();
      if (res.statusCode >= 200 && res.statusCode < 300) return 'sent';
      if (res.statusCode === 404 || res.statusCode === 410) return 'gone';
      if (res.statusCode === 429 || res.statusCode >= 500) return 'retry';
      log.warn({ status: res.statusCode, host: new URL(job.endpoint).host }, 'push refused by its push service');
      return 'drop';
    } catch (error) {
      log.warn({ err: error, host: new URL(job.endpoint).host }, 'push not delivered; will try again');
      return 'retry';
    }
  }

  interface Target {
    subscriptionId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    payload: PushPayload;
    urgency: string;
  }
  const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;
  const parsed = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const uuids = (list: string[]) =>
    sql`array[${sql.join(
      list.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}]::uuid[]`;
  const ids = (list: number[]) =>
    sql`array[${sql.join(
      list.map((id) => sql`${id}::bigint`),
      sql`, `,
    )}]::bigint[]`;

  /**
   * True for a subscription (`s`) in its quiet hours at `minute` of the league's day. From is
   * in them, to is not; a from after its to wraps midnight (22:00 to 07:00 is quiet at 23:30
   * and at 03:00, not at 12:00).
   */
  const quiet = (minute: number) => sql`(s.quiet_from is not null and s.quiet_to is not null and
    case when s.quiet_from <= s.quiet_to then ${minute} >= s.quiet_from and ${minute} < s.quiet_to
         else ${minute} >= s.quiet_from or ${minute} < s.quiet_to end)`;

  /** Sends to every target, a few at a time; the outcome of each, in order. */
  async function sendAll(targets: Target[]): Promise<Outcome[]> {
    const outcomes: Outcome[] = new Array(targets.length);
    let next = 0;
    const worker = async () => {
      while (next < targets.length) {
        const i = next++;
        outcomes[i] = await send(targets[i]!);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, targets.length) }, worker));
    return outcomes;
  }

  /** Drops the subscriptions whose service said they are gone (404, 410), and their queued retries. */
  async function dropGone(tx: Executor, targets: Target[], outcomes: Outcome[]) {
    const gone = [...new Set(targets.filter((_, i) => outcomes[i] === 'gone').map((t) => t.subscriptionId))];
    if (gone.length) await tx.execute(sql`delete from push_subscriptions where id = any(${uuids(gone)})`);
  }

  /**
   * The next page of the oldest fan-out no other sender holds: its followers after the
   * cursor who want it now (wickets only if opted in; nobody in their quiet hours, on the
   * league's clock). Sent, then the cursor moves on (or the fan-out ends) with the retries
   * queued, in one transaction. False when no fan-out is waiting.
   */
  async function fanOutPage(): Promise<boolean> {
    const [fan] = rowsOf(
      await db.execute(sql`
        update push_fanouts f set locked_until = now() + make_interval(secs => ${LOCK_SECONDS})
        where f.id = (
          select id from push_fanouts where locked_until is null or locked_until < now()
          order by id limit 1 for update skip locked)
        returning f.id, f.match_id, f.team_ids, f.kind, f.payloads, f.urgency, f.cursor`),
    );
    if (!fan) return false;
    const payloads = filterValue(await visibility(), parsed<Record<'en' | 'hi', PushPayload>>(fan.payloads));
    const teamIds = parsed<string[] | string>(fan.team_ids);
    const teams = Array.isArray(teamIds) ? teamIds : teamIds.replace(/[{}]/g, '').split(',').filter(Boolean);
    const page = rowsOf(
      await db.execute(sql`
        select s.id, s.endpoint, s.p256dh, s.auth, s.lang from push_subscriptions s
        where (s.team_ids && ${uuids(teams)} or ${String(fan.match_id)}::uuid = any(s.match_ids))
          ${fan.kind === 'wicket' ? sql`and s.wickets` : sql``}
          ${fan.cursor ? sql`and s.id > ${String(fan.cursor)}::uuid` : sql``}
          and not ${quiet(minuteOfDay(timeZone, now()))}
        order by s.id limit ${PAGE}`),
    );
    const targets: Target[] = page.map((r) => ({
      subscriptionId: String(r.id),
      endpoint: String(r.endpoint),
      p256dh: String(r.p256dh),
      auth: String(r.auth),
      payload: r.lang === 'hi' ? payloads.hi : payloads.en,
      urgency: String(fan.urgency),
    }));
    const outcomes = await sendAll(targets);
    await db.transaction(async (tx: Executor) => {
      await dropGone(tx, targets, outcomes);
      const retry = targets.filter((_, i) => outcomes[i] === 'retry');
      if (retry.length) {
        await tx.insert(pushJobs).values(
          retry.map((t) => ({
            subscriptionId: t.subscriptionId,
            payload: t.payload,
            urgency: t.urgency,
            attempts: 1,
            runAt: sql`now() + interval '30 seconds'`,
          })),
        );
      }
      if (page.length < PAGE) await tx.delete(pushFanouts).where(eq(pushFanouts.id, Number(fan.id)));
      else
        await tx
          .update(pushFanouts)
          .set({ cursor: targets.at(-1)!.subscriptionId, lockedUntil: null })
          .where(eq(pushFanouts.id, Number(fan.id)));
    });
    return true;
  }

  /**
   * Retries that are due: taken (no other sender gets them while held), sent, settled. A retry
   * whose browser is in its quiet hours now is dropped unsent, as a fan-out passes it by.
   * False when none.
   */
  async function retryDue(): Promise<boolean> {
    const jobs = rowsOf(
      await db.execute(sql`
        with due as (
          select id from push_jobs
          where run_at <= now() and (locked_until is null or locked_until < now())
          order by id limit ${PAGE}
          for update skip locked
        ), taken as (
          update push_jobs j set locked_until = now() + make_interval(secs => ${LOCK_SECONDS}), attempts = j.attempts + 1
          from due where j.id = due.id
          returning j.id, j.subscription_id, j.payload, j.urgency, j.attempts
        )
        select t.id, t.subscription_id, t.payload, t.urgency, t.attempts, s.endpoint, s.p256dh, s.auth,
          ${quiet(minuteOfDay(timeZone, now()))} as quiet
        from taken t join push_subscriptions s on s.id = t.subscription_id`),
    );
    if (!jobs.length) return false;
    const hushed = jobs.filter((j) => j.quiet === true).map((j) => Number(j.id));
    const due = jobs.filter((j) => j.quiet !== true);
    const filter = await visibility();
    const targets: Target[] = due.map((r) => ({
      subscriptionId: String(r.subscription_id),
      endpoint: String(r.endpoint),
      p256dh: String(r.p256dh),
      auth: String(r.auth),
      payload: filterValue(filter, parsed<PushPayload>(r.payload)),
      urgency: String(r.urgency),
    }));
    const outcomes = await sendAll(targets);
    const done = [...hushed, ...due.filter((j, i) => outcomes[i] !== 'retry' || Number(j.attempts) >= MAX_ATTEMPTS).map((j) => Number(j.id))];
    const again = due.filter((j, i) => outcomes[i] === 'retry' && Number(j.attempts) < MAX_ATTEMPTS).map((j) => Number(j.id));
    await db.transaction(async (tx: Executor) => {
      await dropGone(tx, targets, outcomes);
      if (done.length) await tx.execute(sql`delete from push_jobs where id = any(${ids(done)})`);
      // Later each time: 30 s, 1 min, 2 min, 4 min.
      if (again.length) {
        await tx.execute(
          sql`update push_jobs set locked_until = null, run_at = now() + make_interval(secs => 15 * power(2, attempts)) where id = any(${ids(again)})`,
        );
      }
    });
    return true;
  }

  /** Removes the notices past their retention (results excepted), at most once an hour; never stops a pass. */
  let prunedAt = Number.NEGATIVE_INFINITY;
  async function pruneNotices(): Promise<void> {
    const at = now().getTime();
    if (at - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = at;
    const before = new Date(at - NOTICE_RETENTION_DAYS * 86_400_000);
    await db
      .delete(pushNotices)
      .where(and(lt(pushNotices.createdAt, before), notLike(pushNotices.tag, '%:result')))
      .catch((error: unknown) => log.warn({ err: error }, 'push notices not pruned; will try again'));
  }

  async function sendDue(): Promise<void> {
    await pruneNotices();
    // Fan-outs and retries by turns, a page at a time: every step is a short query.
    for (;;) {
      const fanned = await fanOutPage();
      const retried = await retryDue();
      if (!fanned && !retried) return;
    }
  }

  // One sending pass at a time; a wake during one asks for another after it.
  let running = false;
  let sending: Promise<void> = Promise.resolve();
  let again = false;
  let stopped = false;
  const wake = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    sending = (async () => {
      do {
        again = false;
        await sendDue().catch((error: unknown) => log.warn({ err: error }, 'push sender pass failed'));
      } while (again && !stopped);
      running = false;
    })();
  };

  // Announcements of one match in order (a burst of events from an offline scorer).
  const chains = new Map<string, Promise<void>>();
  const announce = async (matchId: string) => {
    const state = await readMatchState(db, matchId);
    if (!state) return;
    const { fixture, card } = state;
    const row: MatchRow = {
      id: fixture.id,
      team1: fixture.team1,
      team2: fixture.team2,
      team1Id: fixture.team1Id,
      team2Id: fixture.team2Id,
      status: fixture.status,
      result: fixture.result,
      scorecard: card,
    };
    const notices = noticesOf(row);
    if (!notices.length) return;
    let queued = false;
    for (const notice of notices) queued = (await queueNotice(db, row, notice)) || queued;
    if (queued) wake();
  };

  let timer: NodeJS.Timeout | undefined;
  return {
    matchChanged(matchId) {
      if (stopped) return;
      const previous = chains.get(matchId) ?? Promise.resolve();
      const next = previous
        .then(() => announce(matchId))
        .catch((error: unknown) => log.warn({ err: error, matchId }, 'push announcement failed'))
        .finally(() => {
          if (chains.get(matchId) === next) chains.delete(matchId);
        });
      chains.set(matchId, next);
    },
    async idle() {
      while (chains.size) await Promise.all(chains.values());
      wake();
      while (running) await sending;
    },
    start() {
      stopped = false;
      timer = setInterval(wake, pollMs);
      timer.unref();
      // Jobs left queued by the last run (a restart) go now.
      wake();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.all(chains.values());
      await sending;
      await agent.close();
    },
  };
}
