/**
 * Assembles the API: core conventions, cross-cutting plugins, then one line per feature.
 * `buildApp` opens nothing itself; server.ts and the tests pass the database in.
 */
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import {
  capStreamsPerAddress,
  createCoreApp,
  createLiveHub,
  ResponseCache,
  withOpenApiBodies,
  withRefusals,
  type DbHandle,
  type AppClaims,
  type VisibilitySource,
} from '@league/core/server';
import { linkFixtureTeams, squadPlaces, teamsPlugin, TEAMS_CACHE_TAG } from '@league/teams/server';
import { createPeopleVisibility, peoplePlugin, PEOPLE_CACHE_TAG, type PersonReference } from '@league/people/server';
import { playersPlugin } from '@league/players/server';
import { schedulePlugin } from '@league/schedule/server';
import { readSeasons, tournamentsPlugin, TOURNAMENTS_CACHE_TAG } from '@league/tournaments/server';
import { galleryPlugin, createStorage, removePicture, storePicture, type Storage } from '@league/gallery/server';
import { financePlugin } from '@league/finance/server';
import { registrationsPlugin, signupFormRoutes } from '@league/registrations/server';
import { settingsPlugin } from '@league/settings/server';
import { announcementsPlugin } from '@league/announcements/server';
import { sponsorsPlugin } from '@league/sponsors/server';
import { assistantPlugin } from '@league/assistant/server';
import { adminPlugin, AlreadyAdminError, grantScorer, listScorers, revokeScorer } from '@league/admin/server';
import { auctionPlugin } from '@league/auction/server';
import { scoringHooks, scoringPlugin } from '@league/scoring/server';
import { createPush, createShare, discoveryPlugin, injectMeta, injectTitle, pushPlugin, sharePlugin } from '@league/reach/server';
import type { Config } from './config';
import { readWebBuild, serveWeb } from './web';
import { readCatalogs } from './catalogs';
import { systemRoutes } from './system-routes';
import {
  leagueNameReader,
  leagueSettingsOptions,
  payeeReader,
  registrationFeeReader,
  registrationReader,
  sectionsReader,
  signupPageReader,
} from './league-settings';

export interface BuildAppOptions {
  config: Config;
  database: DbHandle;
  cache?: ResponseCache;
  redis?: Redis;
  logger?: boolean | object;
  /** Where gallery files go (a directory under DATA_DIR unless S3 settings are given). */
  storage?: Storage;
  /** Confirms an app token's subject is still an admin (the admin package's lookup). */
  verifySubject?: (claims: AppClaims) => Promise<boolean>;
  /** Who visitors may see by name; default the people package's rule over this database. */
  visibility?: VisibilitySource;
}

/**
 * Every column that points at a person, with the table's copy of the name where it keeps
 * one: a merge moves them all, a rename rewrites the copies. `hardening/people-merge.test.ts`
 * fails when a table gains a person_id column that is not listed here.
 */
export const PERSON_REFERENCES: PersonReference[] = [
  { table: 'players', column: 'person_id', nameColumn: 'name', birthDateColumn: 'dob' },
  { table: 'registrations', column: 'person_id' },
  { table: 'team_players', column: 'person_id', nameColumn: 'name' },
  { table: 'finance_contributions', column: 'person_id' },
  { table: 'registration_charges', column: 'person_id' },
  { table: 'auction_pool', column: 'person_id', nameColumn: 'name' },
  // The organiser's player of the match (awards, part 3 spec 5).
  { table: 'matches', column: 'player_of_match_person_id' },
];

export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const db = database.db;
  const cache = options.cache ?? new ResponseCache();
  const web = readWebBuild(config.WEB_DIST);
  // Who visitors may see by name (part 3 spec section 1): every public answer, cached answer
  // and live frame goes through it. A hidden person is shown by where they play.
  const visibility = options.visibility ?? createPeopleVisibility(db, { timeZone: config.LEAGUE_TIMEZONE, placesOf: squadPlaces });
  const app = createCoreApp({
    visibility,
    jwtSecret: config.jwtSecret,
    logger: options.logger ?? false,
    trustProxy: config.TRUST_PROXY,
    rateLimitMax: config.RATE_LIMIT_MAX,
    maxConnectionsPerAddress: config.MAX_CONNECTIONS_PER_IP,
    redis: options.redis,
    cache,
    verifySubject: options.verifySubject,
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // A document adds its own inline scripts (React Router's hydration data, Home's
        // greeting) by hash (web.ts): nothing else inline runs, and no API answer lists them.
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        frameSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        imgSrc: ["'self'", 'data:', 'blob:', ...[config.S3_PUBLIC_URL, config.PUBLIC_URL].flatMap((url) => (url ? [new URL(url).origin] : []))],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.NODE_ENV === 'production' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: config.NODE_ENV === 'production' ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  if (config.CORS_ORIGINS.length) {
    // Every method the API uses and the request headers its clients send (finance writes
    // may carry an idempotency key, the live feed resumes with Last-Event-ID). Tokens travel
    // in a header, never in cookies, so no credentials mode.
    await app.register(cors, {
      origin: config.CORS_ORIGINS,
      credentials: false,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['authorization', 'content-type', 'idempotency-key', 'last-event-id', 'x-paddle-token'],
      exposedHeaders: ['content-disposition', 'retry-after', 'idempotent-replayed'],
      maxAge: 600,
    });
  }

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.LEAGUE_NAME} API`, version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // An auction paddle link's token (packages/auction), for bidding as one team.
          paddle: { type: 'apiKey', in: 'header', name: 'x-paddle-token' },
        },
      },
    },
    transform: withOpenApiBodies(jsonSchemaTransform),
    transformObject: (documents) => withRefusals('openapiObject' in documents ? documents.openapiObject : documents.swaggerObject),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const feature = { db, cache };
  // One real-time hub for every live screen; instances on PostgreSQL tell each other through NOTIFY.
  const live = capStreamsPerAddress(await createLiveHub({ listener: database.listener, log: app.log }), config.MAX_STREAMS_PER_IP);
  app.addHook('preClose', () => live.close());
  await app.register(systemRoutes, { prefix: '/api', config, database });
  // A section's new name shows in teams' and tournaments' cached answers.
  await app.register(settingsPlugin, {
    prefix: '/api',
    ...feature,
    ...leagueSettingsOptions(config),
    alsoInvalidate: [TEAMS_CACHE_TAG, TOURNAMENTS_CACHE_TAG],
  });
  await app.register(adminPlugin, {
    prefix: '/api',
    ...feature,
    jwtSecret: config.jwtSecret,
    googleClientId: config.GOOGLE_CLIENT_ID ?? null,
    googleJwksUrl: config.GOOGLE_JWKS_URL,
    googleIssuers: config.GOOGLE_ISSUERS,
    adminEmails: config.ADMIN_EMAILS,
    passwordLogin: config.AUTH_PASSWORD_LOGIN,
    smtpUrl: config.SMTP_URL ?? null,
    smtpFrom: config.SMTP_FROM ?? null,
    publicUrl: config.PUBLIC_URL ?? null,
    fallbackUrl: `http://localhost:${config.PORT}`,
    production: config.NODE_ENV === 'production',
    sessionMaxAgeHours: config.SESSION_MAX_AGE_HOURS,
  });
  await app.register(peoplePlugin, { prefix: '/api', ...feature, timeZone: config.LEAGUE_TIMEZONE, references: PERSON_REFERENCES, placesOf: squadPlaces });
  // A squad line may bring a new person (hidden until their age is known): every cached answer goes.
  await app.register(teamsPlugin, {
    prefix: '/api',
    ...feature,
    alsoInvalidate: [TOURNAMENTS_CACHE_TAG, PEOPLE_CACHE_TAG],
    sections: sectionsReader(db, config),
  });
  await app.register(playersPlugin, {
    prefix: '/api',
    ...feature,
    alsoInvalidate: [TOURNAMENTS_CACHE_TAG, PEOPLE_CACHE_TAG],
    personReferences: PERSON_REFERENCES,
  });
  await app.register(schedulePlugin, {
    prefix: '/api',
    ...feature,
    timeZone: config.LEAGUE_TIMEZONE,
    linkTeams: linkFixtureTeams,
    alsoInvalidate: [TOURNAMENTS_CACHE_TAG],
    // Seasons are a scope (issue 31): the list and the feed answer the current season.
    seasons: readSeasons,
  });
  // Push notifications (part 3 spec section 3): what an accepted event or result announces is
  // queued after the write, and sent beside the requests (never on their path).
  const push = createPush({
    db,
    log: app.log,
    vapid: config.vapid,
    allowPrivate: config.PUSH_ALLOW_PRIVATE,
    timeZone: config.LEAGUE_TIMEZONE,
    visibility: () => app.visibility.current(),
  });
  app.decorate('push', push);
  app.addHook('onReady', async () => push.start());
  app.addHook('preClose', () => push.stop());
  await app.register(pushPlugin, { prefix: '/api', ...feature, publicKey: config.vapid.publicKey, allowPrivate: config.PUSH_ALLOW_PRIVATE });

  // Accepted scoring events go out on the live feed and to followers' phones; a scorer must hold the match to post.
  const scoring = scoringHooks(db, live);
  await app.register(tournamentsPlugin, {
    prefix: '/api',
    ...feature,
    timeZone: config.LEAGUE_TIMEZONE,
    ...scoring,
    onEventAccepted(matchId, seq) {
      scoring.onEventAccepted(matchId, seq);
      push.matchChanged(matchId);
    },
  });
  await app.register(scoringPlugin, {
    prefix: '/api',
    ...feature,
    live,
    demoLive: config.DEMO_LIVE,
    // Scorer accounts live with the admins (they sign in the same ways).
    scorers: {
      list: () => listScorers(db),
      grant: (input) =>
        grantScorer(db, { ...input, publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` }).catch((error: unknown) => {
          if (error instanceof AlreadyAdminError) return null;
          throw error;
        }),
      revoke: (id) => revokeScorer(db, id),
    },
  });
  const storage = options.storage ?? createStorage({ dataDir: config.dataDir, s3: s3Settings(config) });
  await app.register(galleryPlugin, {
    prefix: '/api',
    ...feature,
    storage,
    publicUrl: config.PUBLIC_URL ?? null,
    crossOrigin: config.CORS_ORIGINS.length > 0,
  });
  await app.register(financePlugin, { prefix: '/api', ...feature });
  await app.register(registrationsPlugin, {
    prefix: '/api',
    ...feature,
    source: registrationSource(config),
    timeZone: config.LEAGUE_TIMEZONE,
    demo: config.SEED_DEMO,
    registrationFee: registrationFeeReader(db, config),
    payee: payeeReader(db, config),
    leagueName: leagueNameReader(db, config),
    publicUrl: config.PUBLIC_URL ?? null,
    // The payer's page in Hindi is written with the built site's catalogs (issue 32).
    catalogs: (lang, names) => readCatalogs(web.dir, lang, names),
  });
  // The league's own sign-up form, at the site's address /register (a plain page, no bundle).
  await app.register(signupFormRoutes, {
    ...feature,
    settings: signupPageReader(db, config),
    savePhoto: (bytes) => storePicture(storage, bytes, config.PUBLIC_URL ?? null),
    removePhoto: (url) => removePicture(storage, url, config.PUBLIC_URL ?? null),
    // Its Hindi twin at /hi/register is written with the built site's catalogs (issue 32).
    catalogs: (lang) => readCatalogs(web.dir, lang, ['registrations', 'people', 'players', 'core']),
  });
  await app.register(announcementsPlugin, { prefix: '/api', ...feature, timeZone: config.LEAGUE_TIMEZONE });
  await app.register(sponsorsPlugin, { prefix: '/api', ...feature });
  await app.register(auctionPlugin, { prefix: '/api', ...feature, live });
  await app.register(assistantPlugin, {
    prefix: '/api',
    ...feature,
    llm: llmSettings(config),
    registrationFormUrl: config.REGISTRATION_FORM_URL ?? null,
    registration: registrationReader(db, config),
    timeZone: config.LEAGUE_TIMEZONE,
  });

  // Share previews (part 3 spec section 3): each public page's served HTML names what it
  // shows, for link previews that run no script. Names pass the visibility rule first.
  const baseUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const leagueName = leagueNameReader(db, config);
  const share = createShare({
    db,
    leagueName,
    timeZone: config.LEAGUE_TIMEZONE,
    baseUrl,
    visibility: () => app.visibility.current(),
  });
  await app.register(sharePlugin, { prefix: '/api', ...feature, share });
  await app.register(discoveryPlugin, { ...feature, baseUrl });

  await serveWeb(app, web, async (path, html) => {
    const meta = await share.meta(path).catch((error: unknown) => {
      // A page without its preview is better than no page.
      app.log.warn({ err: error, path }, 'share preview failed');
      return null;
    });
    // Every tab has a title (screen readers announce it): the page's own, else the league's name.
    return meta ? injectMeta(html, meta) : injectTitle(html, await leagueName().catch(() => 'Cricket League'));
  });
  return app;
}

function s3Settings(config: Config) {
  if (!config.S3_BUCKET) return null;
  return {
    endpoint: config.S3_ENDPOINT,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    publicUrl: config.S3_PUBLIC_URL,
  };
}

function registrationSource(config: Config) {
  return { url: config.REGISTRATIONS_CSV_URL ?? null, file: config.REGISTRATIONS_CSV_FILE ?? null, allowPrivate: config.REGISTRATIONS_ALLOW_PRIVATE };
}

function llmSettings(config: Config) {
  if (!config.LLM_BASE_URL) return null;
  return {
    baseUrl: config.LLM_BASE_URL,
    model: config.LLM_MODEL,
    apiKey: config.LLM_API_KEY ?? null,
    timeoutMs: config.LLM_TIMEOUT_MS,
    dailyCap: config.LLM_DAILY_CAP,
  };
}
