/** Footer (spec 1): quick links, contact, social links and the copyright with this year. */
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePublicConfig } from '@league/core/client';
import { useBrowserValues } from '@league/ui';

export function Footer() {
  const { data: config } = usePublicConfig();
  // This year as the visitor's clock has it (not in the prerendered page: the build's year).
  const year = useBrowserValues()?.year;
  // Before the settings arrive (and in the prerendered page) no league's own words show.
  const name = config?.leagueName ?? 'Cricket League';
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
            Quick links
          </h2>
          <ul>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/teams">Teams</Link>
            </li>
            <li>
              <Link to="/schedule">Schedule</Link>
            </li>
            <li>
              <Link to="/gallery">Gallery</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="shell-footer__title">
            Contact
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
            {!config?.contactEmail && !config?.contactPhone && <li>Ask any captain at the ground.</li>}
          </ul>
          {socials.length > 0 && (
            <ul className="shell-footer__social" aria-label="Social links">
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
        © {year} {name}. All rights reserved.
      </p>
    </footer>
  );
}
