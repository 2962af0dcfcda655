import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { addCatalog, LanguageProvider, localeOf, localePath, withoutLocale } from './index';

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
});
