/**
 * The only reader of process.env. Every setting is validated at start; a bad value stops
 * the start with a message naming the variable (decisions.md 1).
 */
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import { keepOnce } from '@league/core/keep-once';
import { vapidKeysIn } from '@league/reach/vapid';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = z.string().url().optional();
const list = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  // One process serving the site, or several behind a load balancer (the response cache
  // follows: cache-bus.ts). Unset: `one` on the embedded database, `many` on PostgreSQL.
  INSTANCES: z.enum(['one', 'many'], { message: 'must be one or many' }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: list,
  LEAGUE_TIMEZONE: z
    .string()
    .default('Asia/Kolkata')
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'must be an IANA time zone such as Asia/Kolkata'),
  LEAGUE_NAME: z.string().default('GICPL Cricket League'),
  LEAGUE_SHORT_NAME: z.string().default('GICPL'),
  CONTACT_EMAIL: z.string().email().optional(),
  CONTACT_PHONE: z.string().optional(),
  SOCIAL_INSTAGRAM: optionalUrl,
  SOCIAL_YOUTUBE: optionalUrl,
  SOCIAL_FACEBOOK: optionalUrl,
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUERS: list.transform((v) => (v.length ? v : ['accounts.google.com', 'https://accounts.google.com'])),
  ADMIN_EMAILS: list,
  AUTH_PASSWORD_LOGIN: bool.default(false),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  SMTP_FROM: z.string().optional(),
  REGISTRATION_FORM_URL: z
    .string()
    .url()
    .refine((v) => /^https?:/.test(v), 'must be an http(s) URL')
    .optional(),
  REGISTRATIONS_CSV_URL: z.string().url().optional(),
  REGISTRATIONS_CSV_FILE: z.string().optional(),
  REGISTRATIONS_ALLOW_PRIVATE: bool.default(false),
  /** Web Push's VAPID key pair (base64url), the same on every instance; generated into DATA_DIR when absent. */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
    .optional(),
  /** Who push services may contact about this sender: an https: address or a mailto: (not at localhost). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(https:\/\/|mailto:)\S+$/, 'must be an https: URL or a mailto: address')
    .optional(),
  /** Push endpoints on private addresses or plain http (tests' local push service). */
  PUSH_ALLOW_PRIVATE: bool.default(false),
  /** The season's registration fee in paise: only the default until an admin sets it. */
  REGISTRATION_FEE_PAISE: z.coerce.number().int().min(0).default(0),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  LLM_API_KEY: z.string().optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /** Model calls per day (UTC); past it the built-in assistant answers until midnight. */
  LLM_DAILY_CAP: z.coerce.number().int().min(0).default(500),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(600),
  // One client cannot take the site down (issue 35): connections and live streams one
  // address may hold open at once. Generous, because a school or a mobile carrier puts many
  // people behind one address; far below the server's descriptors (1,024 on a small host).
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().positive().max(100_000).default(256),
  MAX_STREAMS_PER_IP: z.coerce.number().int().positive().max(100_000).default(128),
  // SIGTERM: how long in-flight requests may take to finish before they are cut and the
  // process exits (keep it under the orchestrator's own kill timeout: Docker's is 10 s).
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().positive().max(600).default(8),
  // The proxies whose X-Forwarded-For is believed: addresses or CIDRs (or proxy-addr's
  // names loopback, linklocal, uniquelocal). `true` would believe any client's own claim of
  // an address and so void every per-address limit (issue 18).
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const items = (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      if (items.length === 0 || (items.length === 1 && ['false', '0', 'no'].includes(items[0]!))) return false as const;
      for (const item of items) {
        if (!isProxyAddress(item)) {
          ctx.addIssue({ code: 'custom', message: `must list the proxies' addresses or CIDRs (e.g. 10.0.0.1,192.168.0.0/16 or loopback), not "${item}"` });
          return z.NEVER;
        }
      }
      return items;
    }),
  // Unset: the demo league loads in development, never in production unless asked for.
  SEED_DEMO: bool.optional(),
  // Unset: on with the demo league (a simulated scorer plays one match live), never in a real league.
  DEMO_LIVE: bool.optional(),
  /** Signed-in sessions end after this many hours, whatever a token says. */
  SESSION_MAX_AGE_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  WEB_DIST: z.string().optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'SEED_DEMO' | 'DEMO_LIVE' | 'INSTANCES'> {
  /** INSTANCES when given; otherwise `one` on the embedded database, `many` on PostgreSQL. */
  INSTANCES: 'one' | 'many';
  jwtSecret: string;
  dataDir: string;
  /** SEED_DEMO when given; otherwise on outside production only. */
  SEED_DEMO: boolean;
  /** DEMO_LIVE when given; otherwise on exactly when the demo league loads. */
  DEMO_LIVE: boolean;
  /** Web Push's keys and subject (VAPID_* or generated into DATA_DIR). */
  vapid: { publicKey: string; privateKey: string; subject: string };
}

function isProxyAddress(item: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [address, bits, ...rest] = item.split('/');
  if (rest.length || !address || isIP(address) === 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n >= 0 && n <= (isIP(address) === 4 ? 32 : 128);
}

export class ConfigError extends Error {}

/** Parses `env`; throws ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const instances = parsed.data.INSTANCES ?? (parsed.data.DATABASE_URL ? 'many' : 'one');
  if (instances === 'many' && !parsed.data.DATABASE_URL) {
    throw new ConfigError('Invalid configuration:\n  INSTANCES: many needs DATABASE_URL (the embedded database serves one process only)');
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const seedDemo = parsed.data.SEED_DEMO ?? parsed.data.NODE_ENV !== 'production';
  return {
    ...parsed.data,
    INSTANCES: instances,
    SEED_DEMO: seedDemo,
    DEMO_LIVE: seedDemo && (parsed.data.DEMO_LIVE ?? true),
    dataDir,
    jwtSecret: parsed.data.JWT_SECRET ?? persistedSecret(dataDir),
    vapid: {
      ...vapidKeys(parsed.data, dataDir),
      subject: parsed.data.VAPID_SUBJECT ?? vapidSubject(parsed.data.PUBLIC_URL),
    },
  };
}

/** VAPID_* when given (several instances must share them), else a pair generated once into DATA_DIR. */
function vapidKeys(env: Env, dataDir: string): { publicKey: string; privateKey: string } {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both or neither');
  }
  try {
    return vapidKeysIn(dataDir);
  } catch (error) {
    // A kept file that holds no pair (or a DATA_DIR it cannot be made in) stops the start like any bad setting.
    throw new ConfigError(`Invalid configuration:\n  ${(error as Error).message}`, { cause: error });
  }
}

/** The league's own address (https), which Apple's push service accepts; a placeholder before PUBLIC_URL is set. */
function vapidSubject(publicUrl: string | undefined): string {
  if (!publicUrl) return 'https://league.invalid';
  const url = new URL(publicUrl);
  return `https://${url.host}`;
}

/** Without JWT_SECRET a secret is generated once into DATA_DIR, so restarts keep sessions. */
function persistedSecret(dataDir: string): string {
  // Kept once, so instances sharing DATA_DIR that start together sign with one secret.
  const file = path.join(dataDir, 'jwt-secret');
  return keepOnce(
    file,
    () => randomBytes(48).toString('base64url'),
    (text) => {
      const secret = text.trim();
      if (secret.length < 32) throw new ConfigError(`Invalid configuration:\n  ${file} holds no usable secret: remove it to have one made, or set JWT_SECRET`);
      return secret;
    },
  );
}
