/** Home's "Live now" strip: each match being scored, its score, a link to follow it. Nothing when none is live. */
import { Link } from 'react-router-dom';
import { Badge } from '@league/ui';
import { useLiveMatch } from './use-live-match';
import { useLiveMatches } from './queries';
import type { LiveMatch } from '../contract';
import './live-now.css';

function LiveItem({ match }: { match: LiveMatch }) {
  // Each ball refreshes the list (its summary) through the live feed.
  useLiveMatch(match.id);
  return (
    <li>
      <Link to={`/matches/${match.id}`}>
        {match.team1} v {match.team2}: {match.summary}
      </Link>
    </li>
  );
}

export function LiveNowStrip() {
  const { data } = useLiveMatches();
  if (!data?.length) return null;
  return (
    <section className="sc-live-strip ui-container" aria-label="Live now">
      <Badge tone="error">Live now</Badge>
      <ul>
        {data.map((m) => (
          <LiveItem key={m.id} match={m} />
        ))}
      </ul>
    </section>
  );
}
