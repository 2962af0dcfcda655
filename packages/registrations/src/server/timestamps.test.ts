import { describe, expect, it } from 'vitest';
import { parseSheetTimestamp, prefersDayFirst } from './timestamps';

const ist = { dayFirst: true, timeZone: 'Asia/Kolkata' };

describe('sheet timestamps', () => {
  it('reads day-first India sheets in IST, with 12-hour and 2-digit-year variants', () => {
    expect(parseSheetTimestamp('05/11/2026 09:30:00', ist)?.toISOString()).toBe('2026-11-05T04:00:00.000Z');
    expect(parseSheetTimestamp('5/11/26 9:30 pm', ist)?.toISOString()).toBe('2026-11-05T16:00:00.000Z');
    expect(parseSheetTimestamp('2026-11-05 09:30:00', ist)?.toISOString()).toBe('2026-11-05T04:00:00.000Z');
    expect(parseSheetTimestamp('05/11/2026', ist)?.toISOString()).toBe('2026-11-04T18:30:00.000Z');
  });

  it('handles a zone with daylight saving on both sides of the change', () => {
    const ny = { dayFirst: false, timeZone: 'America/New_York' };
    expect(parseSheetTimestamp('03/07/2026 12:00:00', ny)?.toISOString()).toBe('2026-03-07T17:00:00.000Z');
    expect(parseSheetTimestamp('03/09/2026 12:00:00', ny)?.toISOString()).toBe('2026-03-09T16:00:00.000Z');
  });

  it('rejects what is not a real date and time', () => {
    for (const bad of ['', 'yesterday', '29/02/2027 10:00:00', '00/10/2026', '10/2026', '1/1/2026 13:00 pm', '12/12/123 10:00', '1/1/1890 10:00']) {
      expect(parseSheetTimestamp(bad, ist), bad).toBeNull();
    }
  });

  it('decides the day order from the whole file', () => {
    expect(prefersDayFirst(['01/02/2026 10:00:00', '25/02/2026 10:00:00'])).toBe(true);
    expect(prefersDayFirst(['01/02/2026 10:00:00', '02/25/2026 10:00:00'])).toBe(false);
    expect(prefersDayFirst(['01/02/2026 10:00:00'])).toBe(true);
  });
});
