import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from './config';

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'league-config-'));

describe('configuration from the environment', () => {
  it('has working defaults for a first start', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config.PORT).toBe(3000);
    expect(config.LEAGUE_TIMEZONE).toBe('Asia/Kolkata');
    expect(config.SEED_DEMO).toBe(true);
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('INSTANCES: one on the embedded database, many on PostgreSQL, and many needs PostgreSQL', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).INSTANCES).toBe('one');
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://db/league' }).INSTANCES).toBe('many');
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: 'postgres://db/league', INSTANCES: 'one' }).INSTANCES).toBe('one');
    expect(() => loadConfig({ DATA_DIR: dataDir(), INSTANCES: 'many' })).toThrow(/INSTANCES: many needs DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), INSTANCES: 'several' })).toThrow(/INSTANCES: must be one or many/);
  });

  it('refuses a bad value with a message naming the variable', () => {
    const cases: Record<string, string> = {
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      JWT_SECRET: 'short',
      LOG_LEVEL: 'loud',
      LEAGUE_TIMEZONE: 'Mars/Olympus',
      REGISTRATION_FORM_URL: 'javascript:alert(1)',
      AUTH_PASSWORD_LOGIN: 'perhaps',
    };
    for (const [name, value] of Object.entries(cases)) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value }), name).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir(), [name]: value }), name).toThrow(new RegExp(name));
    }
  });

  it('keeps a generated JWT secret in DATA_DIR so restarts keep sessions', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
  });

  it('a kept VAPID file that holds no pair stops the start as a configuration error, with what to do', () => {
    const dir = dataDir();
    fs.writeFileSync(path.join(dir, 'vapid-keys.json'), '{"publicKey":');
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dir })).toThrow(/^Invalid configuration:\n {2}.*vapid-keys\.json does not hold a VAPID key pair: remove it/);
  });

  it('TRUST_PROXY takes the proxies’ addresses or CIDRs, never `true` for anyone (issue 18)', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback,::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
      '::1',
    ]);
    for (const bad of ['true', '1', '10.0.0.0/33', 'proxy.example']) {
      expect(() => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('in production the demo league is off unless SEED_DEMO asks for it; sessions last 12 h by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir() }).SESSION_MAX_AGE_HOURS).toBe(12);
    expect(loadConfig({ DATA_DIR: dataDir(), SESSION_MAX_AGE_HOURS: '2' }).SESSION_MAX_AGE_HOURS).toBe(2);
  });

  it('reads lists and the public settings', () => {
    const config = loadConfig({ DATA_DIR: dataDir(), CORS_ORIGINS: 'https://a.example, https://b.example', ADMIN_EMAILS: 'x@y.z' });
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.ADMIN_EMAILS).toEqual(['x@y.z']);
  });
});
