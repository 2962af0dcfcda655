/** `/score`: the matches a scorer may open, live ones first, each saying who holds it. */
import { Link, Navigate } from '@league/ui/i18n';
import { useSession } from '@league/core/client';
import { Badge, ButtonLink, EmptyState, ErrorBanner, PageHeader, SkeletonCards, formatDateTime } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { useScorerMatches } from './queries';
import { useScorerManifest } from './scorer-manifest';
import './scoring.css';

export function ScorerListPage() {
  const { t } = useLingui();
  const { user, isAdmin } = useSession();
  const matches = useScorerMatches();
  useScorerManifest();
  if (!user) return <Navigate to="/login" replace />;
  return (
    <div className="ui-page ui-container sc-page">
      <PageHeader
        title={t`Matches to score`}
        subtitle={t`Open a match to score it ball by ball. It keeps working with no network.`}
        actions={
          isAdmin ? (
            <ButtonLink to="/admin/scorers" variant="secondary">
              <Trans>Manage scorers</Trans>
            </ButtonLink>
          ) : undefined
        }
      />
      {matches.isPending ? (
        <SkeletonCards count={3} />
      ) : matches.isError ? (
        <ErrorBanner message={matches.error.message} onRetry={() => void matches.refetch()} />
      ) : matches.data.length === 0 ? (
        <EmptyState title={t`No matches to score`} hint={t`Fixtures appear here once an admin schedules them.`} />
      ) : (
        <ul className="sc-list">
          {matches.data.map(({ id, team1, team2, status, matchDate, venue, holderName }) => (
            <li key={id} className="sc-panel">
              <Link to={`/score/${id}`} className="sc-match-link">
                <strong>
                  <Trans>
                    {team1} v {team2}
                  </Trans>
                </strong>
              </Link>{' '}
              {status === 'live' && (
                <Badge tone="error">
                  <Trans>Live</Trans>
                </Badge>
              )}
              <br />
              {formatDateTime(matchDate)}
              {venue ? ` · ${venue}` : ''}
              {holderName && (
                <div className="sc-muted">
                  <Trans>Scored by {holderName}</Trans>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
