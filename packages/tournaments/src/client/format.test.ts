import { describe, expect, it } from 'vitest';
import { formatNrr as contractFormat } from '../contract';
import { formatNrr, oversOf } from './format';

describe('formatNrr', () => {
  it('writes 3 decimals with a sign, exactly as the contract does', () => {
    for (const n of [0.632, -1.1604, 0, -0.0004, 0.0005, 12.3456, -0.9995]) expect(formatNrr(n)).toBe(contractFormat(n));
    expect(formatNrr(0.632)).toBe('+0.632');
    expect(formatNrr(-1.1604)).toBe('-1.160');
  });
});

describe('oversOf', () => {
  it('shows completed overs and the balls of the unfinished one', () => {
    expect(oversOf(118)).toBe('19.4');
    expect(oversOf(120)).toBe('20');
    expect(oversOf(0)).toBe('0');
  });
});
