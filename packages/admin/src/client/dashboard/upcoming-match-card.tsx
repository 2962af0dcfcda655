/**
 * Upcoming Match card (spec 2): the nearest future fixture, its date and time, a countdown
 * ticking every second, and the Press Meet and Auction links with copy buttons.
 */
import { Card, formatDateTime, formatLongDate, formatTime, Skeleton } from '@league/ui';
import { byMatchDate, isUpcoming, pickUpcoming, type GlobalLinks, type Match } from '@league/schedule/client';
import { useNow } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { countdownParts } from './derive';
import { CopyLinkButton } from './copy-link-button';
import { ExternalIcon } from './icons';

export interface UpcomingMatchCardProps {
  matches: Match[];
  links: GlobalLinks;
  loading: boolean;
}

export function UpcomingMatchCard({ matches, links, loading }: UpcomingMatchCardProps) {
  const { t } = useLingui();
  // Re-picking every second moves on to the next fixture the moment this one starts.
  const now = useNow(1000);
  const match = loading ? null : pickUpcoming(matches, links, now);
  return (
    <Card as="section" aria-labelledby="dash-upcoming-title" className="dash-card dash-upcoming">
      <h2 id="dash-upcoming-title" className="dash-card__title">
        <Trans>Upcoming Match</Trans>
      </h2>
      {loading ? (
        <div className="ui-stack ui-stack--sm" aria-busy="true">
          <Skeleton width="70%" height={28} />
          <Skeleton width="50%" />
          <Skeleton height={64} />
        </div>
      ) : !match ? (
        <p className="dash-empty">
          <Trans>No upcoming match scheduled.</Trans>
        </p>
      ) : (
        <>
          <p className="dash-fixture">
            <span className="dash-fixture__team">{match.team1}</span>
            <span className="dash-fixture__vs">
              <Trans>vs</Trans>
            </span>
            <span className="dash-fixture__team">{match.team2}</span>
          </p>
          <p className="dash-when">
            <time dateTime={match.matchDate}>
              {formatLongDate(match.matchDate)} · {formatTime(match.matchDate)}
            </time>
          </p>
          <Countdown target={match.matchDate} now={now} />
          {(match.pressLink || match.auctionLink) && (
            <ul className="dash-links" aria-label={t`Match links`}>
              {match.pressLink && <MatchLink label={t`Press Meet`} url={match.pressLink} />}
              {match.auctionLink && <MatchLink label={t`Auction`} url={match.auctionLink} />}
            </ul>
          )}
          <LaterFixtures matches={matches} after={match} now={now} />
        </>
      )}
    </Card>
  );
}

const UNITS = { days: msg`days`, hours: msg`hours`, minutes: msg`minutes`, seconds: msg`seconds` } as const;

function Countdown({ target, now }: { target: string; now: number }) {
  const { i18n, t } = useLingui();
  const parts = countdownParts(target, now);
  const units = [
    ['days', parts.days],
    ['hours', parts.hours],
    ['minutes', parts.minutes],
    ['seconds', parts.seconds],
  ] as const;
  // role=timer is not announced on every tick (its live region is off by default).
  return (
    <div role="timer" aria-label={t`Time until the match starts`} className="dash-countdown">
      {units.map(([unit, n]) => (
        <div key={unit} className="dash-countdown__unit">
          <span className="dash-countdown__num">{String(n).padStart(2, '0')}</span>
          <span className="dash-countdown__label">{i18n._(UNITS[unit])}</span>
        </div>
      ))}
    </div>
  );
}

function MatchLink({ label, url }: { label: string; url: string }) {
  return (
    <li className="dash-link">
      <a href={url} target="_blank" rel="noopener noreferrer" className="dash-link__anchor">
        {label}
        <ExternalIcon />
        <span className="ui-visually-hidden">
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
      <CopyLinkButton url={url} label={label} />
    </li>
  );
}

/** The next few fixtures after this one, so the card also answers "and then?". */
function LaterFixtures({ matches, after, now }: { matches: Match[]; after: Match; now: number }) {
  const later = [...matches]
    .sort(byMatchDate)
    .filter((m) => m.id !== after.id && isUpcoming(m, now) && byMatchDate(m, after) >= 0)
    .slice(0, 3);
  if (later.length === 0) return null;
  return (
    <div className="dash-later">
      <h3 className="dash-later__title">
        <Trans>Later fixtures</Trans>
      </h3>
      <ul className="dash-later__list">
        {later.map((m) => (
          <li key={m.id} className="dash-later__item">
            <span className="dash-later__teams">
              {m.team1}{' '}
              <span className="ui-muted">
                <Trans>vs</Trans>
              </span>{' '}
              {m.team2}
            </span>
            <time className="dash-later__when" dateTime={m.matchDate}>
              {formatDateTime(m.matchDate)}
            </time>
          </li>
        ))}
      </ul>
    </div>
  );
}
