import { useId } from 'react';
import { Link, say } from '@league/ui/i18n';
import { Badge, Button, Card, formatDateTime, relativeDaysHours } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { Match } from '../contract';
import { isUpcoming } from '../match-time';
import { useLiveScore } from './queries';

export interface MatchCardProps {
  match: Match;
  now: number;
  /** Present for admins: shows 'Delete Match'. */
  onDelete?: (match: Match) => void;
  deleting?: boolean;
}

/**
 * One fixture: teams, local date and time, 'in Xd Yh' / 'Xd Yh ago', Upcoming or Finished;
 * a result line or the live score once there is one (operations spec 5). The teams open
 * the match page.
 */
export function MatchCard({ match, now, onDelete, deleting }: MatchCardProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const live = match.status === 'live';
  const upcoming = !live && !match.result && isUpcoming(match, now);
  const score = useLiveScore(match.id, live);
  const badge = live ? (
    <Badge tone="error">
      <Trans>Live</Trans>
    </Badge>
  ) : match.result ? (
    <Badge tone="info">
      <Trans>Result</Trans>
    </Badge>
  ) : (
    <Badge tone={upcoming ? 'ok' : 'neutral'}>{upcoming ? t`Upcoming` : t`Finished`}</Badge>
  );
  return (
    <Card as="li" className={upcoming || live ? 'schedule-card schedule-card--upcoming' : 'schedule-card'}>
      <div className="ui-cluster ui-cluster--between">
        {badge}
        <span className="ui-muted ui-text-sm ui-num">{relativeDaysHours(match.matchDate, now)}</span>
      </div>
      <h3 id={titleId} className="schedule-card__teams">
        <Link to={`/matches/${encodeURIComponent(match.id)}`} className="schedule-card__link">
          <span>{match.team1}</span>
          <span className="schedule-card__vs"> {t`vs`} </span>
          <span>{match.team2}</span>
        </Link>
      </h3>
      {live && score && <p className="schedule-card__result ui-num">{score}</p>}
      {!live && match.result && <p className="schedule-card__result">{say(i18n, match.result)}</p>}
      <p className="schedule-card__when">
        <time dateTime={match.matchDate}>{formatDateTime(match.matchDate)}</time>
        {match.venue ? ` · ${match.venue}` : ''}
      </p>
      {onDelete && (
        <div className="ui-cluster">
          <Button variant="danger" size="sm" aria-describedby={titleId} loading={deleting} loadingText={t`Deleting...`} onClick={() => onDelete(match)}>
            <Trans>Delete Match</Trans>
          </Button>
        </div>
      )}
    </Card>
  );
}
