/**
 * Finance: factories and msw handlers for screen tests. The handlers keep an in-memory
 * ledger that answers like the real API (same paths, envelopes, paging by nextToken) and
 * can be told to fail a route, so a test can watch an optimistic change roll back.
 */
import { http, HttpResponse } from 'msw';
import { contributionInputSchema, contributionUpdateSchema, expenseInputSchema, type Contribution, type DeletedRecord, type Expense } from '../contract';

let counter = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
const at = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 20, 12, 0) - minutesAgo * 60_000).toISOString();

export function makeContribution(over: Partial<Contribution> = {}): Contribution {
  const createdAt = over.createdAt ?? at(counter);
  return {
    pk: nextId(),
    contributorType: 'PLAYER',
    contributorName: 'Aarav Sharma',
    amountPaise: 150_000,
    note: null,
    createdAt,
    updatedAt: createdAt,
    ...over,
  };
}

export function makeExpense(over: Partial<Expense> = {}): Expense {
  const createdAt = over.createdAt ?? at(counter);
  return { sk: nextId(), item: 'Match balls', category: 'EQUIPMENT', amountPaise: 240_000, note: null, createdAt, updatedAt: createdAt, ...over };
}

export interface FinanceLedger {
  contributions: Contribution[];
  expenses: Expense[];
  deleted: DeletedRecord[];
  /** "METHOD /path-prefix" -> status to answer instead of doing the work. */
  failures: Map<string, { status: number; message?: string; raw?: string }>;
  /** Every request seen, as "METHOD /path?query" (for asserting what the page sent). */
  requests: string[];
  bodies: unknown[];
}

export function createLedger(init: Partial<Pick<FinanceLedger, 'contributions' | 'expenses' | 'deleted'>> = {}): FinanceLedger {
  return { contributions: init.contributions ?? [], expenses: init.expenses ?? [], deleted: init.deleted ?? [], failures: new Map(), requests: [], bodies: [] };
}

const sum = (rows: Array<{ amountPaise: number }>) => rows.reduce((a, r) => a + r.amountPaise, 0);

function pageOf<T>(rows: T[], url: URL) {
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const start = Number(url.searchParams.get('nextToken') ?? 0);
  const data = rows.slice(start, start + limit);
  const next = start + limit < rows.length ? String(start + limit) : null;
  return HttpResponse.json({ success: true, data, nextToken: next });
}

const bad = (message: string) => HttpResponse.json({ success: false, message }, { status: 400 });

/** msw handlers over `ledger`, for `setupServer(...financeHandlers(ledger, base))`. */
export function financeHandlers(ledger: FinanceLedger, base = 'http://localhost') {
  const path = (p: string) => `${base}/api/finance${p}`;
  const failure = (method: string, url: URL) => {
    for (const [key, value] of ledger.failures) {
      const [m, prefix] = key.split(' ');
      if (m === method && url.pathname.startsWith(prefix!)) {
        if (value.raw !== undefined) return new HttpResponse(value.raw, { status: value.status, headers: { 'content-type': 'text/html' } });
        return HttpResponse.json({ success: false, ...(value.message ? { message: value.message } : {}) }, { status: value.status });
      }
    }
    return null;
  };
  const seen = (request: Request) => {
    const url = new URL(request.url);
    ledger.requests.push(`${request.method} ${url.pathname}${url.search}`);
    return url;
  };

  return [
    http.all(path('/*'), async ({ request }) => {
      const url = seen(request);
      return failure(request.method, url) ?? undefined;
    }),
    http.get(path('/summary'), () => {
      const player = sum(ledger.contributions.filter((c) => c.contributorType === 'PLAYER'));
      const sponsor = sum(ledger.contributions.filter((c) => c.contributorType === 'SPONSOR'));
      const spent = sum(ledger.expenses);
      return HttpResponse.json({
        success: true,
        data: {
          playerContributions: player,
          sponsorContributions: sponsor,
          totalContributions: player + sponsor,
          totalExpenses: spent,
          balance: player + sponsor - spent,
        },
      });
    }),
    http.get(path('/contributions'), ({ request }) => {
      const url = new URL(request.url);
      const type = url.searchParams.get('type');
      const name = url.searchParams.get('name')?.toLowerCase();
      const rows = ledger.contributions.filter((c) => (!type || c.contributorType === type) && (!name || c.contributorName.toLowerCase().includes(name)));
      return pageOf(rows, url);
    }),
    http.post(path('/contributions'), async ({ request }) => {
      const body = await request.json();
      ledger.bodies.push(body);
      const parsed = contributionInputSchema.safeParse(body);
      if (!parsed.success) return bad(parsed.error.issues[0]!.message);
      const row = makeContribution({ ...parsed.data, createdAt: new Date().toISOString() });
      ledger.contributions.unshift(row);
      return HttpResponse.json({ success: true, message: 'Contribution added', data: row }, { status: 201 });
    }),
    http.put(path('/contributions/pk/:pk'), async ({ request, params }) => {
      const body = await request.json();
      ledger.bodies.push(body);
      const parsed = contributionUpdateSchema.safeParse(body);
      if (!parsed.success) return bad(parsed.error.issues[0]!.message);
      const row = ledger.contributions.find((c) => c.pk === params.pk);
      if (!row) return HttpResponse.json({ success: false, message: 'Contribution not found' }, { status: 404 });
      Object.assign(row, parsed.data);
      return HttpResponse.json({ success: true, data: row });
    }),
    http.delete(path('/contributions/pk/:pk'), ({ params }) => {
      ledger.contributions = ledger.contributions.filter((c) => c.pk !== params.pk);
      return HttpResponse.json({ success: true, message: 'Contribution deleted' });
    }),
    http.get(path('/expenses'), ({ request }) => pageOf(ledger.expenses, new URL(request.url))),
    http.post(path('/expenses'), async ({ request }) => {
      const body = await request.json();
      ledger.bodies.push(body);
      const parsed = expenseInputSchema.safeParse(body);
      if (!parsed.success) return bad(parsed.error.issues[0]!.message);
      const row = makeExpense({ ...parsed.data, createdAt: new Date().toISOString() });
      ledger.expenses.unshift(row);
      return HttpResponse.json({ success: true, message: 'Expense added', data: row }, { status: 201 });
    }),
    http.put(path('/expenses/:sk'), async ({ request, params }) => {
      const body = await request.json();
      ledger.bodies.push(body);
      const parsed = expenseInputSchema.safeParse(body);
      if (!parsed.success) return bad(parsed.error.issues[0]!.message);
      const row = ledger.expenses.find((e) => e.sk === params.sk);
      if (!row) return HttpResponse.json({ success: false, message: 'Expense not found' }, { status: 404 });
      Object.assign(row, parsed.data);
      return HttpResponse.json({ success: true, data: row });
    }),
    http.delete(path('/expenses/:sk'), ({ params }) => {
      ledger.expenses = ledger.expenses.filter((e) => e.sk !== params.sk);
      return HttpResponse.json({ success: true, message: 'Expense deleted' });
    }),
    http.get(path('/deleted'), () => HttpResponse.json({ success: true, data: ledger.deleted })),
    http.post(path('/audit/:auditId/restore'), ({ params }) => {
      ledger.deleted = ledger.deleted.filter((d) => d.auditId !== params.auditId);
      return HttpResponse.json({ success: true, data: {} });
    }),
  ];
}
