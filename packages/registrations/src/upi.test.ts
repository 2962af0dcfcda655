import { describe, expect, it } from 'vitest';
import { foldForReference, REFERENCE_ALPHABET, REFERENCE_LENGTH, referencePattern, upiAmount, upiLink } from './upi';

describe('upiLink', () => {
  it('carries exactly pa, pn, am, tn and cu, each escaped', () => {
    const link = upiLink({ upiId: 'league@okaxis', payeeName: 'Kaveri & Sons / Club=1?', amountPaise: 50_005, reference: 'AB12CD34EF' });
    expect(link).toBe('upi://pay?pa=league%40okaxis&pn=Kaveri%20%26%20Sons%20%2F%20Club%3D1%3F&am=500.05&tn=AB12CD34EF&cu=INR');
    const url = new URL(link);
    expect([...url.searchParams.keys()]).toEqual(['pa', 'pn', 'am', 'tn', 'cu']);
    expect(url.searchParams.get('pn')).toBe('Kaveri & Sons / Club=1?');
  });

  it('writes paise as rupees with two decimals', () => {
    expect([upiAmount(75_050), upiAmount(100), upiAmount(7), upiAmount(1_00_000_00)]).toEqual(['750.50', '1.00', '0.07', '100000.00']);
  });

  it('finds a reference in a narration whatever the case and punctuation', () => {
    expect(foldForReference('UPI-asha-ab12-cd34ef/x')).toBe('UP1ASHAAB12CD34EFX');
    // Typed back by hand with O for 0 and I or l for 1.
    expect(foldForReference('ref ab1O-cdIl')).toContain('AB10CD11');
  });
});

describe('referencePattern', () => {
  it('is the reference alphabet at the reference length', () => {
    expect(referencePattern.source).toBe(`^[0-9A-HJKMNP-TV-Z]{${REFERENCE_LENGTH}}$`);
    for (const c of REFERENCE_ALPHABET) expect(referencePattern.test(c.repeat(REFERENCE_LENGTH))).toBe(true);
    for (const c of 'ILOU') expect(referencePattern.test(c.repeat(REFERENCE_LENGTH))).toBe(false);
  });
});
