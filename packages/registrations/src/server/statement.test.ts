/** The bank statement reader's pieces: amounts to the paisa and the UPI reference of a line. */
import { describe, expect, it } from 'vitest';
import { paiseOf, readStatement, upiRefOf } from './statement';

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

describe('readStatement', () => {
  it("numbers rows as the file's own lines, blank lines included, and reads Dr/Cr words", () => {
    const csv = [
      'Bank of Somewhere',
      'Tran Date,PARTICULARS,Dr / Cr,AMOUNT',
      '01-11-2026,UPI/412345678901/A,Credit,750.50',
      '',
      '02-11-2026,ATM WDL,Debit,500.00',
      '03-11-2026,UPI/512345678902/B,CR,100',
    ].join('\n');
    const { lines, debits } = readStatement(csv);
    expect(lines.map((l) => [l.row, l.amountPaise])).toEqual([
      [3, 75_050],
      [6, 10_000],
    ]);
    expect(debits).toBe(1);
  });

  it('does not take a transaction-type column (UPI, NEFT) for Dr/Cr', () => {
    expect(() => readStatement('Date,Narration,Transaction Type,Amount\n01/11/26,UPI-X,UPI,750.00\n')).toThrow(
      'No credit and narration columns found: is this the bank statement CSV?',
    );
  });
});

describe('upiRefOf fillers', () => {
  it('takes twelve zeros, or an account number in a sentence, for no reference', () => {
    expect(upiRefOf({ bankRef: '0000000000000000', narration: 'NEFT-INTEREST' })).toBeNull();
    expect(upiRefOf({ bankRef: 'TRANSFER FROM 412345678901', narration: 'BY TRANSFER-NEFT' })).toBeNull();
    expect(upiRefOf({ bankRef: 'TRANSFER FROM 412345678901', narration: 'UPI/CR/512345678902/X' })).toBe('512345678902');
  });
});
