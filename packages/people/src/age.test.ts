import { describe, expect, it } from 'vitest';
import { ADULT_AGE, ageOn, ageStatus, isPublicPerson, parseBirthDate } from './age';

const today = new Date(Date.UTC(2026, 10, 27));

describe('reading birth dates as people write them', () => {
  it.each([
    ['2013-05-14', '2013-05-14'],
    ['14/05/2013', '2013-05-14'],
    ['14-05-2013', '2013-05-14'],
    ['14.05.2013', '2013-05-14'],
    ['05/04/2013', '2013-04-05'], // day first, the Indian default
    ['5/14/2013', '2013-05-14'], // month first only when the day cannot be a month
    ['14 May 2013', '2013-05-14'],
    ['May 14, 2013', '2013-05-14'],
    ['25th Dec 2014', '2014-12-25'],
    ['1st January 2012', '2012-01-01'],
    ['14-May-2013', '2013-05-14'],
    ['14-may-13', '2013-05-14'],
    ['2013-05-14T00:00:00Z', '2013-05-14'],
  ])('%s is %s', (text, date) => {
    expect(parseBirthDate(text, today)).toEqual({ date, yearOnly: false });
  });

  it('a bare year counts as born that year', () => {
    expect(parseBirthDate('2012', today)).toEqual({ date: '2012-01-01', yearOnly: true });
  });

  it.each(['', '   ', 'N/A', 'unknown', '31/02/2013', '32/01/2013', '13/13/2013', 'Smarch 3 2013', '12345'])('%j is unreadable', (text) => {
    expect(parseBirthDate(text, today)).toBeNull();
  });
});

describe('age and the rule', () => {
  it('is 18 on the eighteenth birthday, 17 the day before', () => {
    expect(ADULT_AGE).toBe(18);
    expect(ageOn('2008-11-27', today)).toBe(18);
    expect(ageOn('2008-11-28', today)).toBe(17);
    expect(ageStatus({ birthDate: '2008-11-27' }, today)).toBe('adult');
    expect(ageStatus({ birthDate: '2008-11-28' }, today)).toBe('minor');
  });

  it('a person who turns 17 today is a minor (the threshold is 18, not 17)', () => {
    expect(ageStatus({ birthDate: '2009-11-27' }, today)).toBe('minor');
    expect(isPublicPerson({ birthDate: '2009-11-27', consented: false }, today)).toBe(false);
  });

  it('a bare year counts the person as young as they can be', () => {
    // Born "2008": adult only once 31 December 2026 is past.
    expect(ageStatus({ birthDate: '2008-01-01', birthYearOnly: true }, today)).toBe('minor');
    expect(ageStatus({ birthDate: '2008-01-01', birthYearOnly: true }, new Date(Date.UTC(2026, 11, 31)))).toBe('adult');
  });

  it('unknown age counts as a minor until an admin confirms an adult; a date beats the confirmation', () => {
    expect(ageStatus({ birthDate: null }, today)).toBe('unknown');
    expect(isPublicPerson({ birthDate: null, consented: false }, today)).toBe(false);
    expect(isPublicPerson({ birthDate: null, adultConfirmed: true, consented: false }, today)).toBe(true);
    expect(isPublicPerson({ birthDate: '2014-12-25', adultConfirmed: true, consented: false }, today)).toBe(false);
  });

  it("a guardian's consent makes a minor public", () => {
    expect(isPublicPerson({ birthDate: '2014-12-25', consented: true }, today)).toBe(true);
  });
});
