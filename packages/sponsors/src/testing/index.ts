/**
 * Sponsors: factories and msw handlers for tests. The handlers keep an in-memory list
 * (newest first), parse bodies with the real contract and answer like the server.
 */
import { http, HttpResponse } from 'msw';
import { sponsorInputSchema, type Sponsor, type SponsorData } from '../contract';

let seq = 0;

export function makeSponsor(overrides: Partial<Sponsor> = {}): Sponsor {
  seq += 1;
  const stamp = new Date(Date.UTC(2025, 5, 1, 10, seq)).toISOString();
  return {
    _id: `00000000-0000-4000-9000-${String(seq).padStart(12, '0')}`,
    companyName: `Sponsor ${seq}`,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

/** A saved sponsor as the server shapes it: empty owner and overview left out. */
function shape(base: Sponsor, data: SponsorData): Sponsor {
  const { ownerName: _o, companyOverview: _c, ...rest } = base;
  return {
    ...rest,
    companyName: data.companyName,
    ...(data.ownerName ? { ownerName: data.ownerName } : {}),
    ...(data.companyOverview ? { companyOverview: data.companyOverview } : {}),
  };
}

export interface SponsorsStore {
  items: Sponsor[];
  requests: Array<{ method: string; id?: string; body?: unknown; authorization: string | null }>;
}

export function sponsorsHandlers(store: SponsorsStore) {
  const missing = () => HttpResponse.json({ success: false, message: 'Sponsor not found' }, { status: 404 });
  const invalid = (message: string) => HttpResponse.json({ success: false, message }, { status: 400 });
  return [
    http.get('*/api/sponsors', () => HttpResponse.json({ success: true, data: store.items })),
    http.post('*/api/sponsors', async ({ request }) => {
      const body = await request.json();
      store.requests.push({ method: 'POST', body, authorization: request.headers.get('authorization') });
      const parsed = sponsorInputSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues[0]!.message);
      const saved = shape(makeSponsor(), parsed.data);
      store.items.unshift(saved);
      return HttpResponse.json({ success: true, message: 'Sponsor added', data: saved }, { status: 201 });
    }),
    http.put('*/api/sponsors/:id', async ({ request, params }) => {
      const body = await request.json();
      const id = String(params.id);
      store.requests.push({ method: 'PUT', id, body, authorization: request.headers.get('authorization') });
      const index = store.items.findIndex((s) => s._id === id);
      if (index < 0) return missing();
      const parsed = sponsorInputSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues[0]!.message);
      const saved = shape(store.items[index]!, parsed.data);
      store.items[index] = saved;
      return HttpResponse.json({ success: true, message: 'Sponsor updated', data: saved });
    }),
    http.delete('*/api/sponsors/:id', ({ request, params }) => {
      const id = String(params.id);
      store.requests.push({ method: 'DELETE', id, authorization: request.headers.get('authorization') });
      const index = store.items.findIndex((s) => s._id === id);
      if (index < 0) return missing();
      store.items.splice(index, 1);
      return HttpResponse.json({ success: true, message: 'Sponsor deleted' });
    }),
  ];
}
