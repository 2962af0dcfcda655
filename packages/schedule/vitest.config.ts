import { defineConfig } from 'vitest/config';
import { domConfig } from '@league/vitest-config/dom';

// A zone that is not the league's (Asia/Kolkata) and has summer time: screens must show
// the viewer's local times, and the server must not lean on the process zone. Set here so
// the worker processes start with it.
process.env.TZ = 'America/New_York';

export default defineConfig(domConfig);
