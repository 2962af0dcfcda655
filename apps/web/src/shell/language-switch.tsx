/**
 * English | हिन्दी (issue 32): the same page in the other language, at its own address. The
 * choice is remembered (a visitor opening the site's root again is sent to their language by
 * boot/app-boot.js) and each link names its language in that language, with `lang` set so a
 * screen reader pronounces it right.
 */
import { Link, useLocation } from 'react-router-dom';
import { LOCALES, LOCALE_NAMES, localePath, useLocale } from '@league/ui/i18n';
import { useLingui } from '@league/ui/i18n/macro';

/** Where the choice is kept (read before the app loads by boot/app-boot.js). */
export const LANGUAGE_KEY = 'league.language';

/** Both languages, the current one marked; `compact`: only a link to the other (the phone's top bar). */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { pathname, search, hash } = useLocation();
  const current = useLocale();
  const { t } = useLingui();
  const shown = compact ? LOCALES.filter((l) => l !== current) : LOCALES;
  return (
    <ul className={`shell-language${compact ? ' shell-language--compact' : ''}`} aria-label={t`Language`}>
      {shown.map((locale) => (
        <li key={locale}>
          {locale === current ? (
            <span lang={locale} aria-current="true" className="shell-language__current">
              {LOCALE_NAMES[locale]}
            </span>
          ) : (
            <Link
              to={`${localePath(pathname, locale)}${search}${hash}`}
              lang={locale}
              hrefLang={locale}
              className="shell-language__link"
              onClick={() => {
                try {
                  localStorage.setItem(LANGUAGE_KEY, locale);
                } catch {
                  // A browser that keeps nothing still switches; only the memory is lost.
                }
              }}
            >
              {LOCALE_NAMES[locale]}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
