/** The bank statement reader's pieces: amounts to the paisa and the UPI reference of a line. */
import { describe, expect, it } from 'vitest';
import { paiseOf, upiRefOf } from './statement';

describe('paiseOf', () => {
  it('reads the amounts banks write, to the paisa', () => {
    expect(['750.50', '1,250.5', '₹ 750.00', '750.00 Cr', 'INR 12', '0.07'].map(paiseOf)).toEqual([75_050, 125_050, 75_000, 75_000, 1_200, 7]);
    expect(['', '-', 'abc', '1.234'].map(paiseOf)).toEqual([null, null, null, null]);
  });
});

describe('upiRefOf', () => {
  it('takes the reference column first, then the narration', () => {
    expect(upiRefOf({ bankRef: '0000412345678901', narration: 'UPI-X-512345678902' })).toBe('412345678901');
    expect(upiRefOf({ bankRef: 'UPI-412345678901', narration: '' })).toBe('412345678901');
    expect(upiRefOf({ bankRef: '', narration: 'UPI/512345678902/PAYMENT FROM ASHA' })).toBe('512345678902');
  });

  it('does not take a phone number in a UPI ID for the reference', () => {
    expect(upiRefOf({ bankRef: '', narration: 'UPI-ASHA-919845011111@paytm-PAYMENT' })).toBeNull();
    expect(upiRefOf({ bankRef: 'N123', narration: 'UPI-ASHA-919845011111@paytm-612345678903' })).toBe('612345678903');
  });
});
