/** `/score`: the matches a scorer may open, live ones first, each saying who holds it. */
import { Link, Navigate } from 'react-router-dom';
import { useSession } from '@league/core/client';
import { Badge, ButtonLink, EmptyState, ErrorBanner, PageHeader, SkeletonCards, formatDateTime } from '@league/ui';
import { useScorerMatches } from './queries';
import { useScorerManifest } from './scorer-manifest';
import './scoring.css';

export function ScorerListPage() {
  const { user, isAdmin } = useSession();
  const matches = useScorerMatches();
  useScorerManifest();
  if (!user) return <Navigate to="/login" replace />;
  return (
    <div className="ui-page ui-container sc-page">
      <PageHeader
        title="Matches to score"
        subtitle="Open a match to score it ball by ball. It keeps working with no network."
        actions={
          isAdmin ? (
            <ButtonLink to="/admin/scorers" variant="secondary">
              Manage scorers
            </ButtonLink>
          ) : undefined
        }
      />
      {matches.isPending ? (
        <SkeletonCards count={3} />
      ) : matches.isError ? (
        <ErrorBanner message={matches.error.message} onRetry={() => void matches.refetch()} />
      ) : matches.data.length === 0 ? (
        <EmptyState title="No matches to score" hint="Fixtures appear here once an admin schedules them." />
      ) : (
        <ul className="sc-list">
          {matches.data.map((m) => (
            <li key={m.id} className="sc-panel">
              <Link to={`/score/${m.id}`} className="sc-match-link">
                <strong>
                  {m.team1} v {m.team2}
                </strong>
              </Link>{' '}
              {m.status === 'live' && <Badge tone="error">Live</Badge>}
              <br />
              {formatDateTime(m.matchDate)}
              {m.venue ? ` · ${m.venue}` : ''}
              {m.holderName && <div className="sc-muted">Scored by {m.holderName}</div>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
