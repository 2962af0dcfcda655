/** Registrations: factories and msw handlers for tests. */
import { http, HttpResponse, delay } from 'msw';
import { registrationsListSchema, registrationsPaths, syncResultSchema, type Registration } from '../contract';

let counter = 0;

/** A registration `daysAgo` days before `now` (defaults fill every field). */
export function makeRegistration(overrides: Partial<Registration> & { daysAgo?: number; now?: Date } = {}): Registration {
  counter += 1;
  const { daysAgo = 1, now = new Date(), ...rest } = overrides;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    timestamp: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
    emailAddress: `player${counter}@gmail.com`,
    fullName: `Player ${counter}`,
    role: 'Batsman',
    phNo: `98765${String(counter).padStart(5, '0')}`,
    gmailId: `player${counter}@gmail.com`,
    ...rest,
  };
}

export interface RegistrationsHandlerState {
  rows: Registration[];
  lastSyncAt: string | null;
  /** Rows the next sync adds. */
  incoming?: Registration[];
  /** Makes the list answer fail with this status and message. */
  listError?: { status: number; message: string };
  syncError?: { status: number; message: string };
  /** Delay of the sync answer, so "Syncing…" can be seen. */
  syncDelayMs?: number;
}

/** msw handlers serving `state` (mutated by sync, so a refetch sees the new rows). */
export function registrationsHandlers(state: RegistrationsHandlerState) {
  return [
    http.get(`*${registrationsPaths.imports}`, () => HttpResponse.json({ success: true, data: [] })),
    http.get(`*${registrationsPaths.list}`, () => {
      if (state.listError) return HttpResponse.json({ success: false, message: state.listError.message }, { status: state.listError.status });
      return HttpResponse.json(registrationsListSchema.parse({ success: true, data: state.rows, total: state.rows.length, lastSyncAt: state.lastSyncAt }));
    }),
    http.post(`*${registrationsPaths.sync}`, async () => {
      if (state.syncDelayMs) await delay(state.syncDelayMs);
      if (state.syncError) return HttpResponse.json({ success: false, message: state.syncError.message }, { status: state.syncError.status });
      const added = state.incoming ?? [];
      state.rows = [...added, ...state.rows];
      state.incoming = [];
      state.lastSyncAt = new Date().toISOString();
      return HttpResponse.json(syncResultSchema.parse({ success: true, added: added.length, total: state.rows.length, lastSyncAt: state.lastSyncAt }));
    }),
  ];
}
