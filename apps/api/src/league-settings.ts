/**
 * The settings slice's wiring: the environment gives only the defaults, and a section's
 * rename is followed by every table that stores the section's name (teams; tournaments
 * once that table exists), in the settings write's own transaction.
 */
import type { Db } from '@league/core/server';
import { defaultSettings, followSectionRename, readSettings, toPublicConfig, type SettingsPluginOptions } from '@league/settings/server';
import { signupOpen } from '@league/settings/contract';
import type { SignupPageSettings } from '@league/registrations/server';
import type { Config } from './config';

export function leagueSettingsOptions(config: Config): SettingsPluginOptions {
  return {
    demo: config.SEED_DEMO,
    defaults: defaultSettings(
      {
        leagueName: config.LEAGUE_NAME,
        leagueShortName: config.LEAGUE_SHORT_NAME,
        contactEmail: config.CONTACT_EMAIL ?? null,
        contactPhone: config.CONTACT_PHONE ?? null,
        social: { instagram: config.SOCIAL_INSTAGRAM ?? null, youtube: config.SOCIAL_YOUTUBE ?? null, facebook: config.SOCIAL_FACEBOOK ?? null },
        registrationFormUrl: config.REGISTRATION_FORM_URL ?? null,
        registrationFeePaise: config.REGISTRATION_FEE_PAISE,
      },
      config.SEED_DEMO,
    ),
    deployment: { googleClientId: config.GOOGLE_CLIENT_ID ?? null, timeZone: config.LEAGUE_TIMEZONE, passwordLogin: config.AUTH_PASSWORD_LOGIN },
    onSectionRename: followSectionRename,
  };
}

/** The season's registration fee as the settings hold it now (dues are owed at it). */
export function registrationFeeReader(db: Db, config: Config): () => Promise<number> {
  const { defaults } = leagueSettingsOptions(config);
  return async () => (await readSettings(db, defaults)).data.registrationFeePaise;
}

/** The league's sections in use now (retired ones take no new teams). */
export function sectionsReader(db: Db, config: Config): () => Promise<string[]> {
  const { defaults } = leagueSettingsOptions(config);
  return async () => (await readSettings(db, defaults)).data.sections.filter((s) => !s.retired).map((s) => s.name);
}

/** The league's name as the settings hold it now (share previews title pages with it). */
export function leagueNameReader(db: Db, config: Config): () => Promise<string> {
  const { defaults } = leagueSettingsOptions(config);
  return async () => (await readSettings(db, defaults)).data.leagueName;
}

/** The league's UPI payee as the settings hold it now (the payee name defaults to the league's). */
export function payeeReader(db: Db, config: Config): () => Promise<{ upiId: string | null; payeeName: string }> {
  const { defaults } = leagueSettingsOptions(config);
  return async () => {
    const { data } = await readSettings(db, defaults);
    return { upiId: data.upi.upiId, payeeName: data.upi.payeeName || data.leagueName };
  };
}

/**
 * What the sign-up form's page shows, from one read of the settings: the league's name, the
 * fee, and the form's settings (the fields it asks, its closing day, open today or not).
 */
export function signupPageReader(db: Db, config: Config): () => Promise<SignupPageSettings> {
  const { defaults } = leagueSettingsOptions(config);
  return async () => {
    const { data } = await readSettings(db, defaults);
    return {
      leagueName: data.leagueName,
      feePaise: data.registrationFeePaise,
      signup: { ...data.signup, open: signupOpen(data.signup.closesOn, new Date(), config.LEAGUE_TIMEZONE) },
    };
  };
}

/**
 * Registration as GET /api/config shows it (the external form, else the league's own while it
 * is open, and the fee): what the assistant answers. The own form's address is absolute when
 * the site's public address is known, so a chat can link it.
 */
export function registrationReader(db: Db, config: Config): () => Promise<{ formUrl: string | null; feePaise: number }> {
  const options = leagueSettingsOptions(config);
  const base = config.PUBLIC_URL?.replace(/\/+$/, '') ?? '';
  return async () => {
    const shown = toPublicConfig((await readSettings(db, options.defaults)).data, options);
    const formUrl = shown.registrationFormUrl?.startsWith('/') ? base + shown.registrationFormUrl : shown.registrationFormUrl;
    return { formUrl, feePaise: shown.registrationFeePaise };
  };
}
