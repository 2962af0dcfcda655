/** Footer (spec 1): quick links, contact, social links and the copyright with this year. */
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePublicConfig } from '@league/core/client';
import { useBrowserValues } from '@league/ui';
import { useLocalePath } from '@league/ui/i18n';
import { Trans, useLingui } from '@league/ui/i18n/macro';

export function Footer() {
  const { data: config } = usePublicConfig();
  const { t } = useLingui();
  const to = useLocalePath();
  // This year as the visitor's clock has it (not in the prerendered page: the build's year).
  const year = useBrowserValues()?.year;
  // Before the settings arrive (and in the prerendered page) no league's own words show.
  const name = config?.leagueName ?? t`Cricket League`;
  const tagline = (config as { tagline?: string } | undefined)?.tagline;
  // The build writes no title: the server names each public page (its share preview), and
  // that title stays until the visitor moves on; any other tab is the league's name.
  const { key } = useLocation();
  useEffect(() => {
    if (!config?.leagueName) return;
    if (key === 'default' && document.title) return;
    document.title = config.leagueName;
  }, [config?.leagueName, key]);
  const social = config?.social;
  const socials = [
    { label: 'Instagram', href: social?.instagram },
    { label: 'YouTube', href: social?.youtube },
    { label: 'Facebook', href: social?.facebook },
  ].filter((s): s is { label: string; href: string } => Boolean(s.href));

  return (
    <footer className="shell-footer">
      <div className="ui-container shell-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="shell-footer__title">
            {name}
          </h2>
          {tagline && <p>{tagline}</p>}
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="shell-footer__title">
            <Trans>Quick links</Trans>
          </h2>
          <ul>
            <li>
              <Link to={to('/about')}>
                <Trans>About</Trans>
              </Link>
            </li>
            <li>
              <Link to={to('/teams')}>
                <Trans>Teams</Trans>
              </Link>
            </li>
            <li>
              <Link to={to('/schedule')}>
                <Trans>Schedule</Trans>
              </Link>
            </li>
            <li>
              <Link to={to('/gallery')}>
                <Trans>Gallery</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="shell-footer__title">
            <Trans>Contact</Trans>
          </h2>
          <ul>
            {config?.contactEmail && (
              <li>
                <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
              </li>
            )}
            {config?.contactPhone && (
              <li>
                <a href={`tel:${config.contactPhone.replace(/\s/g, '')}`}>{config.contactPhone}</a>
              </li>
            )}
            {!config?.contactEmail && !config?.contactPhone && (
              <li>
                <Trans>Ask any captain at the ground.</Trans>
              </li>
            )}
          </ul>
          {socials.length > 0 && (
            <ul className="shell-footer__social" aria-label={t`Social links`}>
              {socials.map((s) => (
                <li key={s.label}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer">
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <p className="shell-footer__copy">
        <Trans>
          © {year} {name}. All rights reserved.
        </Trans>
      </p>
    </footer>
  );
}
