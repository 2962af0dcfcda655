/** The INSTANCES setting (config.ts) and what cache-bus.ts wires for each value. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ResponseCache, type DbHandle } from '@league/core/server';
import { ConfigError, loadConfig } from './config';
import { wireCacheInvalidation } from './cache-bus';

const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'league-instances-'));
const PG = 'postgres://postgres@127.0.0.1:5432/league';

describe('INSTANCES', () => {
  it('defaults to one on the embedded database and to many on PostgreSQL', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).INSTANCES).toBe('one');
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: PG }).INSTANCES).toBe('many');
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: PG, INSTANCES: 'one' }).INSTANCES).toBe('one');
    expect(loadConfig({ DATA_DIR: dataDir(), INSTANCES: 'one' }).INSTANCES).toBe('one');
  });

  it('refuses many without DATABASE_URL, and any other value, naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), INSTANCES: 'many' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), INSTANCES: 'many' })).toThrow(/INSTANCES: many needs DATABASE_URL/);
    for (const bad of ['two', 'ONE', 'true'])
      expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: PG, INSTANCES: bad }), bad).toThrow(/INSTANCES: must be one or many/);
  });

  it('one: nothing is wired, and the cache keeps its answers until this process writes', async () => {
    const cache = new ResponseCache();
    const app = Fastify();
    let loads = 0;
    app.get('/x', (request, reply) => cache.serve(request, reply, 'x', 'all', async () => ++loads));
    const stop = await wireCacheInvalidation('one', { kind: 'pglite' } as DbHandle, cache, app.log, app);
    await app.inject({ url: '/x' });
    await app.inject({ url: '/x' });
    expect(loads).toBe(1);
    cache.invalidate('x');
    expect((await app.inject({ url: '/x' })).json()).toBe(2);
    await stop();
    await app.close();
  });
});
