import { useId } from 'react';
import { Badge, Button, Card, formatDateTime, relativeDaysHours } from '@league/ui';
import type { Match } from '../contract';
import { isUpcoming } from '../match-time';

export interface MatchCardProps {
  match: Match;
  now: number;
  /** Present for admins: shows 'Delete Match'. */
  onDelete?: (match: Match) => void;
  deleting?: boolean;
}

/** One fixture: teams, local date and time, 'in Xd Yh' / 'Xd Yh ago', Upcoming or Finished. */
export function MatchCard({ match, now, onDelete, deleting }: MatchCardProps) {
  const titleId = useId();
  const upcoming = isUpcoming(match, now);
  return (
    <Card as="li" className={upcoming ? 'schedule-card schedule-card--upcoming' : 'schedule-card'}>
      <div className="ui-cluster ui-cluster--between">
        <Badge tone={upcoming ? 'ok' : 'neutral'}>{upcoming ? 'Upcoming' : 'Finished'}</Badge>
        <span className="ui-muted ui-text-sm ui-num">{relativeDaysHours(match.matchDate, now)}</span>
      </div>
      <h3 id={titleId} className="schedule-card__teams">
        <span>{match.team1}</span>
        <span className="schedule-card__vs"> vs </span>
        <span>{match.team2}</span>
      </h3>
      <p className="schedule-card__when">
        <time dateTime={match.matchDate}>{formatDateTime(match.matchDate)}</time>
      </p>
      {onDelete && (
        <div className="ui-cluster">
          <Button
            variant="danger"
            size="sm"
            aria-describedby={titleId}
            loading={deleting}
            loadingText="Deleting..."
            onClick={() => onDelete(match)}
          >
            Delete Match
          </Button>
        </div>
      )}
    </Card>
  );
}
