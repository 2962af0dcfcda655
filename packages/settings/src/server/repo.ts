/**
 * Settings storage and defaults. The saved row wins; with none, the environment's values;
 * a real league's defaults never carry the demo's words (its name, sections, story).
 */
import { eq } from 'drizzle-orm';
import type { Db, Executor } from '@league/core/server';
import { DEMO_WORDS, leagueSettingsSchema, type LeagueSettings } from '../contract';
import { DEMO_SECTIONS, DEMO_STORY, DEMO_TAGLINE } from './demo-story';
import { leagueSettings } from './schema';

const ROW_ID = 'league';

export interface EnvDefaults {
  leagueName?: string | null;
  leagueShortName?: string | null;
  contactEmail?: string | null;
  contactPhone?: string | null;
  social?: { instagram?: string | null; youtube?: string | null; facebook?: string | null };
  registrationFormUrl?: string | null;
  registrationFeePaise?: number | null;
}

const hasDemoWord = (value: string | null | undefined) => Boolean(value && DEMO_WORDS.some((w) => value.toUpperCase().includes(w)));

/** The settings a league has before an admin saves any. */
export function defaultSettings(env: EnvDefaults, demo: boolean): LeagueSettings {
  const keep = (v: string | null | undefined) => (!demo && hasDemoWord(v) ? null : (v ?? null));
  return leagueSettingsSchema.parse({
    leagueName: keep(env.leagueName) ?? (demo ? 'GICPL Cricket League' : 'Community Cricket League'),
    leagueShortName: keep(env.leagueShortName) ?? (demo ? 'GICPL' : 'Community'),
    tagline: demo ? DEMO_TAGLINE : '',
    sections: demo ? DEMO_SECTIONS : [],
    contactEmail: env.contactEmail ?? null,
    contactPhone: env.contactPhone ?? null,
    social: env.social ?? {},
    registrationFormUrl: env.registrationFormUrl ?? null,
    registrationFeePaise: env.registrationFeePaise ?? 0,
    story: demo ? DEMO_STORY : {},
  });
}

export interface StoredSettings {
  data: LeagueSettings;
  updatedAt: Date | null;
  updatedBy: string | null;
}

export async function readSettings(db: Executor, defaults: LeagueSettings): Promise<StoredSettings> {
  const [row] = await db.select().from(leagueSettings).where(eq(leagueSettings.id, ROW_ID));
  if (!row) return { data: defaults, updatedAt: null, updatedBy: null };
  // Saved by an older version: fields added since take their defaults.
  const parsed = leagueSettingsSchema.safeParse({ ...defaults, ...(row.data as object) });
  return { data: parsed.success ? parsed.data : defaults, updatedAt: row.updatedAt, updatedBy: row.updatedBy };
}

export async function writeSettings(
  db: Db,
  next: LeagueSettings,
  options: { defaults: LeagueSettings; by: string | null; onSectionRename?: (tx: Executor, from: string, to: string) => Promise<void> },
): Promise<StoredSettings> {
  return db.transaction(async (tx) => {
    const before = await readSettings(tx, options.defaults);
    const previous = new Map(before.data.sections.map((s) => [s.id, s.name]));
    for (const section of next.sections) {
      const was = previous.get(section.id);
      if (was && was !== section.name) await options.onSectionRename?.(tx, was, section.name);
    }
    const now = new Date();
    await tx
      .insert(leagueSettings)
      .values({ id: ROW_ID, data: next, updatedAt: now, updatedBy: options.by })
      .onConflictDoUpdate({ target: leagueSettings.id, set: { data: next, updatedAt: now, updatedBy: options.by } });
    return { data: next, updatedAt: now, updatedBy: options.by };
  });
}
