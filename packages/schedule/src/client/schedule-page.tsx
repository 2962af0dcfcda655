import { useState } from 'react';
import { messageOf, useSession } from '@league/core/client';
import {
  Badge,
  ButtonLink,
  Card,
  EmptyState,
  ErrorBanner,
  PageHeader,
  Section,
  SkeletonCards,
  formatLongDate,
  localTimeZone,
  useToast,
} from '@league/ui';
import type { Match } from '../contract';
import { ActionError } from './action-error';
import { AddMatchForm } from './add-match-form';
import { groupByLocalDay } from './group';
import { LinkSection } from './link-section';
import { MatchCard } from './match-card';
import { useDeleteMatch, useGlobalLinks, useMatches, useNow } from './queries';
import './schedule.css';

export const CALENDAR_PATH = '/api/matches.ics';

/**
 * webcal:// makes phones offer "Subscribe" instead of a one-off import. (The global
 * `location`, not `window.location`: the web build renders this screen ahead of time with
 * its own stand-in for the host.)
 */
function subscribeUrl(): string {
  return `webcal://${location.host}${CALENDAR_PATH}`;
}

/** The Match Schedule screen (spec 2): fixtures by local day, the two links, admin tools. */
export function SchedulePage() {
  const { isAdmin } = useSession();
  const matches = useMatches();
  const links = useGlobalLinks();
  const now = useNow();
  const [actionError, setActionError] = useState<string | null>(null);
  const remove = useDeleteMatch();
  const toast = useToast();

  async function deleteMatch(match: Match) {
    if (!window.confirm('Delete this match?')) return;
    try {
      await remove.mutateAsync(match.id);
      setActionError(null);
      toast.show('Match deleted', { tone: 'success' });
    } catch (error) {
      setActionError(messageOf(error, 'Failed to delete match.'));
    }
  }

  const days = matches.data ? groupByLocalDay(matches.data) : [];
  // The links sit above the fixtures: drawn before the fixtures are in, they would push the
  // placeholders down (a layout shift), so both show in the same render.
  const loading = matches.isPending || links.isPending;

  return (
    <div className="ui-page ui-container ui-stack ui-stack--lg">
      <PageHeader
        title="Match Schedule"
        subtitle={
          <>
            All times are shown in your local time zone: <strong>{localTimeZone()}</strong>.
          </>
        }
        actions={
          <>
            <ButtonLink href={CALENDAR_PATH} variant="secondary" newTab={false}>
              Add to calendar
            </ButtonLink>
            <ButtonLink href={subscribeUrl()} variant="ghost" newTab={false}>
              Subscribe
            </ButtonLink>
          </>
        }
      />

      <ActionError message={actionError} />

      {isAdmin && (
        <Section title="Add New Match">
          <Card>
            <AddMatchForm onError={setActionError} />
          </Card>
        </Section>
      )}

      {!loading && links.data && (links.data.pressConferenceLink || links.data.auctionLink || isAdmin) && (
        <div className="schedule-links">
          <LinkSection kind="press" link={links.data.pressConferenceLink} isAdmin={isAdmin} onError={setActionError} />
          <LinkSection kind="auction" link={links.data.auctionLink} isAdmin={isAdmin} onError={setActionError} />
        </div>
      )}

      {loading ? (
        <SkeletonCards count={6} label="Loading schedule…" />
      ) : matches.isError ? (
        <ErrorBanner message={messageOf(matches.error, 'Failed to load schedule.')} onRetry={() => matches.refetch()} />
      ) : days.length === 0 ? (
        <EmptyState title="No matches scheduled yet" hint="Stay tuned—fixtures drop here first." />
      ) : (
        <div className="ui-stack ui-stack--xl">
          {days.map((day) => (
            <section key={day.key} aria-labelledby={`day-${day.key}`} className="ui-stack schedule-day-group">
              <div className="schedule-day">
                <h2 id={`day-${day.key}`} className="schedule-day__title">
                  {formatLongDate(day.date)}
                </h2>
                <Badge tone="info">
                  {day.matches.length} {day.matches.length === 1 ? 'match' : 'matches'}
                </Badge>
              </div>
              <ul className="ui-grid">
                {day.matches.map((match) => (
                  <MatchCard
                    key={match.id}
                    match={match}
                    now={now}
                    onDelete={isAdmin ? deleteMatch : undefined}
                    deleting={remove.isPending && remove.variables === match.id}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
