/**
 * Schedule test helpers: fixture factories and msw handlers backed by an in-memory store
 * that validates with the same contract schemas as the real routes (other packages' screen
 * tests, e.g. the admin dashboard, can reuse them).
 */
import { http, HttpResponse } from 'msw';
import {
  auctionLinkInputSchema,
  hasOffset,
  matchAuctionLinkInputSchema,
  matchInputSchema,
  matchPressLinkInputSchema,
  pressLinkInputSchema,
  type GlobalLinks,
  type Match,
} from '../contract';
import { byMatchDate } from '../match-time';

let counter = 0;

/** A fixture; ids are UUID-shaped so they pass the same checks as real ones. */
export function makeMatch(overrides: Partial<Match> = {}): Match {
  counter += 1;
  const id = overrides.id ?? `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    id,
    _id: id,
    team1: `Team ${counter}A`,
    team2: `Team ${counter}B`,
    matchDate: new Date(Date.UTC(2026, 11, 1, 10, 0)).toISOString(),
    pressLink: null,
    auctionLink: null,
    createdAt: new Date(Date.UTC(2026, 10, 1)).toISOString(),
    ...overrides,
  };
}

export interface ScheduleStore {
  matches: Match[];
  links: GlobalLinks;
  /** Every write the handlers received, in order: `${method} ${path}` plus the body. */
  writes: Array<{ call: string; body: unknown }>;
}

export function createScheduleStore(initial: Partial<Omit<ScheduleStore, 'writes'>> = {}): ScheduleStore {
  return {
    matches: initial.matches ?? [],
    links: initial.links ?? { pressConferenceLink: null, auctionLink: null },
    writes: [],
  };
}

const fail = (status: number, message: string) => HttpResponse.json({ success: false, message }, { status });
const linksBody = (links: GlobalLinks) => ({ success: true, data: links, ...links });

/** The real routes' shapes. A no-offset date is read as UTC here (tests pick offsets). */
export function scheduleHandlers(store: ScheduleStore) {
  const record = async (request: Request) => {
    const body = request.headers.get('content-type')?.includes('json') ? await request.json() : undefined;
    store.writes.push({ call: `${request.method} ${new URL(request.url).pathname}`, body });
    return body;
  };
  const addMatch = async ({ request }: { request: Request }) => {
    const parsed = matchInputSchema.safeParse(await record(request));
    if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
    const { matchDate, ...teams } = parsed.data;
    const match = makeMatch({ ...teams, matchDate: new Date(hasOffset(matchDate) ? matchDate : `${matchDate}Z`).toISOString() });
    store.matches.push(match);
    return HttpResponse.json({ success: true, message: 'Match added', data: match }, { status: 201 });
  };
  const setLink =
    (field: 'pressLink' | 'auctionLink', schema: typeof matchPressLinkInputSchema | typeof matchAuctionLinkInputSchema) =>
    async ({ request }: { request: Request }) => {
      const parsed = schema.safeParse(await record(request));
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
      const match = store.matches.find((m) => m.id === parsed.data.matchId);
      if (!match) return fail(404, 'Match not found');
      match[field] = 'pressLink' in parsed.data ? parsed.data.pressLink : parsed.data.auctionLink;
      return HttpResponse.json({ success: true, message: 'Saved', data: match });
    };
  return [
    http.get('*/api/matches', () => {
      const list = [...store.matches].sort(byMatchDate);
      return HttpResponse.json({ success: true, data: list, matches: list });
    }),
    http.post('*/api/matches', addMatch),
    http.post('*/api/add-match', addMatch),
    http.delete('*/api/matches/:id', async ({ request, params }) => {
      await record(request);
      const before = store.matches.length;
      store.matches = store.matches.filter((m) => m.id !== params.id);
      return store.matches.length < before ? HttpResponse.json({ success: true }) : fail(404, 'Match not found');
    }),
    http.post('*/api/add-press-conference', setLink('pressLink', matchPressLinkInputSchema)),
    http.post('*/api/add-auction', setLink('auctionLink', matchAuctionLinkInputSchema)),
    http.get('*/api/global-links', () => HttpResponse.json(linksBody(store.links))),
    http.patch('*/api/global-links/press', async ({ request }) => {
      const parsed = pressLinkInputSchema.safeParse(await record(request));
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
      store.links = { ...store.links, pressConferenceLink: parsed.data.pressConferenceLink };
      return HttpResponse.json(linksBody(store.links));
    }),
    http.patch('*/api/global-links/auction', async ({ request }) => {
      const parsed = auctionLinkInputSchema.safeParse(await record(request));
      if (!parsed.success) return fail(400, parsed.error.issues[0]!.message);
      store.links = { ...store.links, auctionLink: parsed.data.auctionLink };
      return HttpResponse.json(linksBody(store.links));
    }),
    http.delete('*/api/global-links/press', async ({ request }) => {
      await record(request);
      store.links = { ...store.links, pressConferenceLink: null };
      return HttpResponse.json(linksBody(store.links));
    }),
    http.delete('*/api/global-links/auction', async ({ request }) => {
      await record(request);
      store.links = { ...store.links, auctionLink: null };
      return HttpResponse.json(linksBody(store.links));
    }),
  ];
}
