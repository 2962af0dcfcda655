/**
 * Recent Admin Logins (spec 2/5): logins per hour over the last 12 hours, a name/email
 * search, and a scrolling list of who signed in when.
 */
import { Suspense, useMemo, useState } from 'react';
import { Badge, Card, formatDateTime, SearchInput, Skeleton } from '@league/ui';
import { useNow } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { loginsPerHour, searchLogins, type LoginEntry } from './derive';
import { LazyLoginsChart } from './lazy-charts';

/** Spec 2's empty text (the card draws it in the page's language). */
export const NO_LOGIN_DATA = 'No login data. Wire /api/admin/logins endpoints.';

export function RecentLoginsCard({ logins, loading }: { logins: LoginEntry[]; loading: boolean }) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  // The hourly buckets move on with the clock, not only when new data arrives.
  const now = useNow(60_000);
  const { labels, counts } = useMemo(() => loginsPerHour(logins, now), [logins, now]);
  const shown = useMemo(() => searchLogins(logins, query), [logins, query]);
  const searched = query.trim();
  const count = logins.length;

  return (
    <Card as="section" aria-labelledby="dash-logins-title" className="dash-card dash-logins">
      <div className="dash-card__head">
        <h2 id="dash-logins-title" className="dash-card__title">
          <Trans>Recent Admin Logins</Trans>
        </h2>
        {!loading && logins.length > 0 && (
          <Badge tone="info">
            <Trans>{count} latest</Trans>
          </Badge>
        )}
      </div>
      {loading ? (
        <div className="ui-stack ui-stack--sm" aria-busy="true">
          <Skeleton height={150} />
          <Skeleton height={36} />
          <Skeleton width="80%" />
          <Skeleton width="60%" />
        </div>
      ) : logins.length === 0 ? (
        <p className="dash-empty">
          <Trans>No login data. Wire /api/admin/logins endpoints.</Trans>
        </p>
      ) : (
        <>
          <Suspense fallback={<Skeleton height={150} />}>
            <LazyLoginsChart labels={labels} counts={counts} />
          </Suspense>
          <SearchInput label={t`Search logins by name or email`} placeholder={t`Search name/email`} value={query} onChange={setQuery} />
          <div className="dash-logins__scroll" tabIndex={0} role="region" aria-label={t`Login list`}>
            {shown.length === 0 ? (
              <p className="dash-empty">
                <Trans>No logins match “{searched}”.</Trans>
              </p>
            ) : (
              <ul className="dash-logins__list">
                {shown.map((login, i) => (
                  <li key={`${login.email}-${login.at}-${i}`} className="dash-logins__item">
                    <span className="dash-logins__who">
                      <span className="dash-logins__name">{login.name || login.email}</span>
                      {login.name && <span className="dash-logins__email">{login.email}</span>}
                    </span>
                    <time className="dash-logins__at" dateTime={login.at}>
                      {formatDateTime(login.at)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
    </Card>
  );
}
