/**
 * Home's "Live now" strip: each match being scored, its score, a link to follow it. Nothing
 * when none is live. The list is read again every 15 s rather than through one live feed per
 * match: a browser holds six connections to a host, and six live matches held them all, so
 * the page's own calls (and with them its hydration) waited for ever.
 */
import { Link } from '@league/ui/i18n';
import { Badge } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { useLiveMatches } from './queries';
import type { LiveMatch } from '../contract';
import './live-now.css';

function LiveItem({ match }: { match: LiveMatch }) {
  const { team1, team2, summary } = match;
  return (
    <li>
      <Link to={`/matches/${match.id}`}>
        <Trans>
          {team1} v {team2}: {summary}
        </Trans>
      </Link>
    </li>
  );
}

export function LiveNowStrip() {
  const { t } = useLingui();
  const { data } = useLiveMatches();
  if (!data?.length) return null;
  return (
    <section className="sc-live-strip ui-container" aria-label={t`Live now`}>
      <Badge tone="error">
        <Trans>Live now</Trans>
      </Badge>
      <ul>
        {data.map((m) => (
          <LiveItem key={m.id} match={m} />
        ))}
      </ul>
    </section>
  );
}
