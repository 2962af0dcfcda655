/**
 * Announcements: factories and msw handlers for tests. The handlers keep an in-memory list,
 * parse bodies with the real contract and answer like the server (visitors get live ones).
 */
import { http, HttpResponse } from 'msw';
import { announcementInputSchema, isLive, type Announcement } from '../contract';

let seq = 0;

export function makeAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  seq += 1;
  const stamp = new Date(Date.UTC(2026, 0, 1, 10, seq)).toISOString();
  return {
    _id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    title: `Announcement ${seq}`,
    message: `Message ${seq}`,
    type: 'INFO',
    priority: 'LOW',
    isActive: true,
    startsAt: null,
    expiresAt: null,
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export interface AnnouncementsStore {
  items: Announcement[];
  /** Requests the handlers received, for asserting what the form sent. */
  requests: Array<{ method: string; id?: string; body?: unknown; authorization: string | null }>;
}

/** Like the server: a bearer token whose payload says role admin (tests' tokens are unsigned). */
function isAdminRequest(request: Request): boolean {
  const token = /^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  try {
    const payload = JSON.parse(atob(token!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    return payload.role === 'admin';
  } catch {
    return false;
  }
}

/** Handlers over `store` (newest first, as the server keeps it). */
export function announcementsHandlers(store: AnnouncementsStore) {
  const invalid = (message: string) => HttpResponse.json({ success: false, message }, { status: 400 });
  const missing = () => HttpResponse.json({ success: false, message: 'Announcement not found' }, { status: 404 });
  return [
    http.get('*/api/announcements/active', ({ request }) => {
      const list = isAdminRequest(request) ? store.items : store.items.filter((a) => isLive(a));
      return HttpResponse.json({ success: true, data: list, items: list });
    }),
    http.post('*/api/announcements', async ({ request }) => {
      const body = await request.json();
      store.requests.push({ method: 'POST', body, authorization: request.headers.get('authorization') });
      const parsed = announcementInputSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues[0]!.message);
      const saved = makeAnnouncement(parsed.data);
      store.items.unshift(saved);
      return HttpResponse.json({ success: true, message: 'Announcement created', data: saved }, { status: 201 });
    }),
    http.put('*/api/announcements/:id', async ({ request, params }) => {
      const body = await request.json();
      const id = String(params.id);
      store.requests.push({ method: 'PUT', id, body, authorization: request.headers.get('authorization') });
      const index = store.items.findIndex((a) => a._id === id);
      if (index < 0) return missing();
      const parsed = announcementInputSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues[0]!.message);
      const saved = { ...store.items[index]!, ...parsed.data, updatedAt: new Date().toISOString() };
      store.items.splice(index, 1);
      store.items.unshift(saved);
      return HttpResponse.json({ success: true, message: 'Announcement updated', data: saved });
    }),
    http.delete('*/api/announcements/:id', ({ request, params }) => {
      const id = String(params.id);
      store.requests.push({ method: 'DELETE', id, authorization: request.headers.get('authorization') });
      const index = store.items.findIndex((a) => a._id === id);
      if (index < 0) return missing();
      store.items.splice(index, 1);
      return HttpResponse.json({ success: true, message: 'Announcement deleted' });
    }),
  ];
}
