/**
 * Settings routes under /api: the public GET /config (the browser's one read of the
 * league's words, served from the shared cache) and the admin GET/PUT /settings.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fromZonedTime } from 'date-fns-tz';
import { conflict, pgErrorCode, type Executor, type FeatureOptions } from '@league/core/server';
import { errorSchema } from '@league/core/contract';
import { leagueConfigSchema, leagueSettingsSchema, settingsResponseSchema, signupOpen, type LeagueConfig, type LeagueSettings } from '../contract';
import { readSettings, writeSettings } from './repo';

export interface SettingsPluginOptions {
  /** What a league has before an admin saves (see defaultSettings). */
  defaults: LeagueSettings;
  demo: boolean;
  /** Public values that are deployment facts, not settings. */
  deployment: { googleClientId: string | null; timeZone: string; passwordLogin: boolean };
  /** Teams and tournaments follow a section's rename, in the same transaction. */
  onSectionRename?: (tx: Executor, from: string, to: string) => Promise<void>;
  /**
   * Other packages' cache tags (their owners' `*_CACHE_TAG`) whose answers show what a save
   * may change (a section's name): dropped with this package's own on every save.
   */
  alsoInvalidate?: string[];
}

/** The response-cache tag of the public config (GET /config). */
export const SETTINGS_CACHE_TAG = 'settings';
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema };

/**
 * The public config. Register Now goes to the league's external form when one is set, else to
 * its own form at /register while that takes sign-ups (the page itself says when it closed).
 */
export function toPublicConfig(settings: LeagueSettings, options: Pick<SettingsPluginOptions, 'demo' | 'deployment'>, now = new Date()): LeagueConfig {
  const ownForm = signupOpen(settings.signup.closesOn, now, options.deployment.timeZone) ? '/register' : null;
  return {
    leagueName: settings.leagueName,
    leagueShortName: settings.leagueShortName,
    googleClientId: options.deployment.googleClientId,
    registrationFormUrl: settings.registrationFormUrl ?? ownForm,
    timeZone: options.deployment.timeZone,
    contactEmail: settings.contactEmail,
    contactPhone: settings.contactPhone,
    social: settings.social,
    passwordLogin: options.deployment.passwordLogin,
    tagline: settings.tagline,
    sections: settings.sections.filter((s) => !s.retired).map((s) => s.name),
    registrationFeePaise: settings.registrationFeePaise,
    story: settings.story,
    demo: options.demo,
  };
}

/** The moment (epoch ms) the day after `day` (YYYY-MM-DD) begins in `timeZone`. */
export function dayAfterStarts(day: string, timeZone: string): number {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return fromZonedTime(`${next}T00:00:00`, timeZone).getTime();
}

export const settingsPlugin: FastifyPluginAsyncZod<FeatureOptions & SettingsPluginOptions> = async (app, options) => {
  const { db, cache, defaults } = options;

  app.get('/config', { schema: { tags: ['system'], response: { 200: leagueConfigSchema } } }, async (request, reply) =>
    cache.serve(request, reply, SETTINGS_CACHE_TAG, 'config', async (expireAt) => {
      const settings = (await readSettings(db, defaults)).data;
      // Register Now changes with the day: the answer is kept no longer than the form is open.
      const { closesOn } = settings.signup;
      if (closesOn && signupOpen(closesOn, new Date(), options.deployment.timeZone)) expireAt(dayAfterStarts(closesOn, options.deployment.timeZone));
      return toPublicConfig(settings, options);
    }),
  );

  app.get(
    '/settings',
    { config: { access: 'admin' }, schema: { tags: ['settings'], response: { 200: settingsResponseSchema, ...errors } } },
    async (_request, reply) => {
      const stored = await readSettings(db, defaults);
      reply.header('cache-control', 'private, no-cache');
      return { success: true as const, data: stored.data, updatedAt: stored.updatedAt?.toISOString() ?? null, updatedBy: stored.updatedBy };
    },
  );

  app.put(
    '/settings',
    { config: { access: 'admin' }, schema: { tags: ['settings'], body: leagueSettingsSchema, response: { 200: settingsResponseSchema, ...errors } } },
    async (request) => {
      const viewer = await request.viewer();
      let stored;
      try {
        stored = await writeSettings(db, request.body, { defaults, by: viewer?.email ?? viewer?.sub ?? null, onSectionRename: options.onSectionRename });
      } catch (error) {
        // A check the rename breaks (another package's rule): say so, keep the old names.
        if (pgErrorCode(error) === '23514' || pgErrorCode(error) === '23505') throw conflict('Teams or tournaments in that section cannot take the new name');
        throw error;
      }
      cache.invalidate(SETTINGS_CACHE_TAG);
      for (const tag of options.alsoInvalidate ?? []) cache.invalidate(tag);
      return { success: true as const, data: stored.data, updatedAt: stored.updatedAt?.toISOString() ?? null, updatedBy: stored.updatedBy };
    },
  );
};
