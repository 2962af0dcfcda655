/**
 * Browser tests drive the built site, served by the real server on a fresh embedded
 * database with the demo league, in the system Chromium (nothing is downloaded).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './tests/helpers/chromium';

/** A port free on this machine now (asked of the system; a guessed one met RabbitMQ's epmd). */
function freePort(): string {
  const probe = "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); })";
  return execFileSync(process.execPath, ['-e', probe]).toString();
}

// Workers re-read this file; the environment carries the main process's choices to them.
process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'league-e2e-'));
process.env.E2E_LOG_FILE ??= path.join(process.env.E2E_DATA_DIR, 'server.log');
process.env.E2E_JWT_SECRET ??= 'e2e-secret-e2e-secret-e2e-secret-e2e-secret';
// A second origin (another port) a web app may call the API from (tests/cross-origin.spec.ts).
process.env.E2E_CORS_PORT ??= freePort();

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const apiDir = path.resolve(import.meta.dirname, '../api');

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Per run, so two runs on one machine never delete each other's traces.
  outputDir: path.join(process.env.E2E_DATA_DIR, 'results'),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: `sh -c 'exec node --import tsx src/server.ts >> "${process.env.E2E_LOG_FILE}" 2>&1'`,
    cwd: apiDir,
    url: `${baseURL}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      JWT_SECRET: process.env.E2E_JWT_SECRET,
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      // The demo's simulated live scorer would change pages under the specs' feet.
      DEMO_LIVE: 'false',
      RATE_LIMIT_MAX: '100000',
      PUSH_ALLOW_PRIVATE: 'true', // tests/push.spec.ts subscribes with its own push service on 127.0.0.1
      REGISTRATION_FORM_URL: 'https://forms.example.org/register',
      GOOGLE_CLIENT_ID: 'e2e-client-id.apps.googleusercontent.com',
      PUBLIC_URL: baseURL,
      CORS_ORIGINS: `http://127.0.0.1:${process.env.E2E_CORS_PORT}`,
      ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    },
  },
});
