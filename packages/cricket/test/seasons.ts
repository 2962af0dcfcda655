/** Loads a season of real Cricsheet files from test-data (tests only: this reads the disk). */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildScorecard, fromCricsheet, type ImportedMatch, type Scorecard } from '../src/index';

export interface SeasonMatch extends ImportedMatch {
  id: string;
  raw: unknown;
  scorecard: Scorecard;
}

export function loadSeason(folder: string): SeasonMatch[] {
  const dir = join(import.meta.dirname, '..', 'test-data', folder);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const raw: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
      const imported = fromCricsheet(raw);
      return { ...imported, id: file.replace('.json', ''), raw, scorecard: buildScorecard(imported.setup, imported.events) };
    });
}
