import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { setupI18n } from '@lingui/core';
import { addCatalog, i18nFor, LanguageProvider, localeOf, localePath, say, withoutLocale } from './index';

function Greeting({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <p title={t`Welcome`}>
      <Trans>Hello {name}</Trans>
    </p>
  );
}

describe('two languages', () => {
  it('shows the English words of a screen rendered on its own', () => {
    render(<Greeting name="Asha" />);
    expect(screen.getByText('Hello Asha')).toHaveAttribute('title', 'Welcome');
  });

  it('knows an address by its language and moves it between them', () => {
    expect(localeOf('/hi')).toBe('hi');
    expect(localeOf('/hi/schedule')).toBe('hi');
    expect(localeOf('/hiking')).toBe('en');
    expect(localeOf('/schedule')).toBe('en');
    expect(withoutLocale('/hi/matches/7')).toBe('/matches/7');
    expect(withoutLocale('/hi')).toBe('/');
    expect(localePath('/schedule', 'hi')).toBe('/hi/schedule');
    expect(localePath('/', 'hi')).toBe('/hi');
    expect(localePath('/hi/schedule', 'en')).toBe('/schedule');
    // Idempotent, and leaves what is not a page of the site alone.
    expect(localePath('/hi/schedule', 'hi')).toBe('/hi/schedule');
    expect(localePath('/api/matches.ics', 'hi')).toBe('/api/matches.ics');
    expect(localePath('https://example.org/x', 'hi')).toBe('https://example.org/x');
  });

  it('draws a Hindi page from the catalog added for it', () => {
    function Hello() {
      return (
        <p>
          <Trans id="test.hello">Hello</Trans>
        </p>
      );
    }
    addCatalog('hi', 'test', { 'test.hello': ['नमस्ते'] });
    render(
      <LanguageProvider locale="hi">
        <Hello />
      </LanguageProvider>,
    );
    expect(screen.getByText('नमस्ते')).toBeInTheDocument();
    render(
      <LanguageProvider locale="en">
        <Hello />
      </LanguageProvider>,
    );
    expect(screen.getByText('Hello')).toBeInTheDocument();
  });

  describe("the server's words (say)", () => {
    // As scripts/locales.mjs compiles them: keyed by their English, the varying parts numbered.
    const hindi = () =>
      setupI18n({
        locale: 'hi',
        messages: {
          hi: {
            'Team not found': ['टीम नहीं मिली'],
            '{0} won': [['0'], ' जीता'],
            '{0} won by {1} runs': [['0'], ' ', ['1'], ' रन से जीता'],
            'Match tied ({0})': ['मैच टाई (', ['0'], ')'],
            '{0} method': [['0'], ' तरीके से'],
            // The longer first: the rule, not the order, must pick it.
            'Sheet fetch failed: {0} {1}': ['शीट नहीं आई: ', ['0'], ' ', ['1']],
            'Sheet fetch failed: {0}': ['शीट नहीं आई (', ['0'], ')'],
            'The embedded database in {0} is in use (pid {1}).': [['0'], ' में डेटाबेस व्यस्त है (pid ', ['1'], ')।'],
          },
        },
      });

    it("says a message the server wrote in the page's language, found as it is or by its pattern", () => {
      const i18n = hindi();
      expect(say(i18n, 'Team not found')).toBe('टीम नहीं मिली');
      expect(say(i18n, 'Kings won by 14 runs')).toBe('Kings 14 रन से जीता');
      // Of two patterns it fits, the longer (the one with more of its words fixed).
      expect(say(i18n, 'Sheet fetch failed: 404 Not Found')).toBe('शीट नहीं आई: 404 Not Found');
      expect(say(i18n, 'Kings won')).toBe('Kings जीता');
      // A varying part is said in turn: the rain rule's note inside a tie.
      expect(say(i18n, 'Match tied (D/L method)')).toBe('मैच टाई (D/L तरीके से)');
      // Brackets, dots and slashes of the English are words, not a pattern's syntax.
      expect(say(i18n, 'The embedded database in /data is in use (pid 42).')).toBe('/data में डेटाबेस व्यस्त है (pid 42)।');
    });

    it('leaves English, and any text no catalog holds, as it came', () => {
      expect(say(hindi(), 'Something new the catalogs do not know')).toBe('Something new the catalogs do not know');
      expect(say(hindi(), 'Team not found!')).toBe('Team not found!');
      expect(say(i18nFor('en'), 'Kings won by 14 runs')).toBe('Kings won by 14 runs');
    });
  });
});
