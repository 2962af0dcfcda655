/** The system Chromium the browser tests and the Lighthouse script drive. */
import { execSync } from 'node:child_process';

export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      return execSync(`command -v ${name}`, { encoding: 'utf8' }).trim();
    } catch {
      /* try the next */
    }
  }
  throw new Error('No system Chromium found: apt-get install -y chromium (or set CHROMIUM_PATH)');
}
