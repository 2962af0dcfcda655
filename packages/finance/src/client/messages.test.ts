import { describe, expect, it } from 'vitest';
import { i18n } from '@league/ui/i18n';
import { financeMessages } from '../contract';
import { screenMessages } from './messages';

describe('screenMessages', () => {
  it('says in English exactly what the contract says', () => {
    for (const [key, words] of Object.entries(screenMessages)) {
      expect(i18n._(words)).toBe(financeMessages[key as keyof typeof financeMessages]);
    }
  });
});
