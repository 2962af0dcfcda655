import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { messageOf, useSession } from '@league/core/client';
import {
  Badge,
  ButtonLink,
  Card,
  EmptyState,
  ErrorBanner,
  Field,
  PageHeader,
  Section,
  Select,
  SkeletonCards,
  formatLongDate,
  useBrowserValues,
  useFirstThenAll,
  useNow,
  useToast,
} from '@league/ui';
import { Plural, Trans, useLingui } from '@league/ui/i18n/macro';
import type { Match } from '../contract';
import { ActionError } from './action-error';
import { AddMatchForm } from './add-match-form';
import { groupByLocalDay, localDayKey } from './group';
import { LinkSection } from './link-section';
import { MatchCard } from './match-card';
import { scheduleQuery, useDeleteMatch, useGlobalLinks } from './queries';
import './schedule.css';

export const CALENDAR_PATH = '/api/matches.ics';

/**
 * The whole league's feed, or one team's (`?team=` takes the team's id, or its name when
 * unlinked), of the current season or the one chosen (`?season=`).
 */
function calendarPath(team: string, season: string): string {
  const query = new URLSearchParams();
  if (team) query.set('team', team);
  if (season) query.set('season', season);
  return `${CALENDAR_PATH}${String(query) && `?${query}`}`;
}

/** The teams playing in the schedule, by id when linked (else by name), A to Z. */
function teamsOf(matches: Match[]): { key: string; name: string }[] {
  const byKey = new Map<string, string>();
  for (const m of matches) {
    byKey.set(m.team1Id ?? m.team1, m.team1);
    byKey.set(m.team2Id ?? m.team2, m.team2);
  }
  return [...byKey].map(([key, name]) => ({ key, name })).sort((a, b) => a.name.localeCompare(b.name));
}

const plays = (m: Match, team: string) =>
  m.team1Id === team || m.team2Id === team || m.team1.toLowerCase() === team.toLowerCase() || m.team2.toLowerCase() === team.toLowerCase();

/** The Match Schedule screen (spec 2): fixtures by local day, the two links, admin tools. */
export function SchedulePage() {
  const { isAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  // Issue 31: the current season unless `?season=` names another; the last list stays while the next loads.
  const season = params.get('season') ?? '';
  const { t } = useLingui();
  const matches = useQuery({ ...scheduleQuery(season || undefined, t`Failed to load schedule.`), placeholderData: (last) => last });
  const links = useGlobalLinks();
  const now = useNow();
  // Null in the prerendered page until it is hydrated: then the visitor's zone and host.
  const browser = useBrowserValues();
  const [actionError, setActionError] = useState<string | null>(null);
  const remove = useDeleteMatch();
  const toast = useToast();
  const team = params.get('team') ?? '';
  const list = matches.data?.matches;
  const seasons = matches.data?.seasons ?? [];
  const teams = list ? teamsOf(list) : [];
  const teamName = teams.find((t) => t.key === team)?.name;

  /** A new team, or a new season (which starts on all teams; the current season is the bare URL). */
  function pick(key: 'team' | 'season', next: string) {
    const updated = new URLSearchParams(params);
    if (key === 'season') updated.delete('team');
    if (next && !(key === 'season' && next === seasons[0])) updated.set(key, next);
    else updated.delete(key);
    setParams(updated, { replace: true });
  }

  async function deleteMatch(match: Match) {
    if (!window.confirm(t`Delete this match?`)) return;
    try {
      await remove.mutateAsync(match.id);
      setActionError(null);
      toast.show(t`Match deleted`, { tone: 'success' });
    } catch (error) {
      setActionError(messageOf(error, t`Failed to delete match.`));
    }
  }

  const shown = list && teamName ? list.filter((m) => plays(m, team)) : list;
  const allDays = shown ? groupByLocalDay(shown) : [];
  // A season's fixtures arrive at once: a screenful is drawn first, the rest just after.
  const days = useFirstThenAll(allDays, 3);
  // The current season opens at today (else at its last day), not at its first match: once, when every day is drawn.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !browser || !days.length || days.length < allDays.length) return;
    opened.current = true;
    const today = localDayKey(new Date());
    const at = days.find((d) => d.key >= today) ?? days.at(-1)!;
    if (!season && at !== days[0] && !window.scrollY) document.getElementById(`day-${at.key}`)?.closest('section')?.scrollIntoView();
  });
  // The links sit above the fixtures: drawn before the fixtures are in, they would push the
  // placeholders down (a layout shift), so both show in the same render.
  const loading = matches.isPending || links.isPending;
  const timeZone = browser?.timeZone;

  return (
    <div className="ui-page ui-container ui-stack ui-stack--lg">
      <PageHeader
        title={t`Match Schedule`}
        subtitle={
          <>
            <Trans>
              All times are shown in your local time zone: <strong>{timeZone}</strong>.
            </Trans>
          </>
        }
        actions={
          <>
            <ButtonLink to="/standings" variant="secondary">
              <Trans>Points table</Trans>
            </ButtonLink>
            <ButtonLink href={calendarPath(team, season)} variant="secondary" newTab={false}>
              {teamName ? t`Add ${teamName} to calendar` : t`Add to calendar`}
            </ButtonLink>
            {/* webcal:// makes phones offer "Subscribe" instead of a one-off import. */}
            <ButtonLink href={(browser ? `webcal://${browser.host}` : '') + calendarPath(team, season)} variant="ghost" newTab={false}>
              <Trans>Subscribe</Trans>
            </ButtonLink>
          </>
        }
      />

      <ActionError message={actionError} />

      {isAdmin && (
        <Section
          title={t`Add New Match`}
          actions={
            <ButtonLink to="/admin/tournaments" variant="ghost" size="sm">
              <Trans>Tournaments, imports and results</Trans>
            </ButtonLink>
          }
        >
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

      {(seasons.length > 1 || teams.length > 1) && (
        <div className="ui-cluster">
          {seasons.length > 1 && (
            <Field label={t`Season`} className="schedule-filter">
              <Select value={matches.data?.season ?? ''} onChange={(e) => pick('season', e.target.value)}>
                {seasons.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </Select>
            </Field>
          )}

          {teams.length > 1 && (
            <Field label={t`Show matches of`} className="schedule-filter">
              <Select value={teamName ? team : ''} onChange={(e) => pick('team', e.target.value)}>
                <option value="">{t`All teams`}</option>
                {teams.map((t) => (
                  <option key={t.key} value={t.key}>
                    {t.name}
                  </option>
                ))}
              </Select>
            </Field>
          )}
        </div>
      )}

      {loading ? (
        <SkeletonCards count={6} label={t`Loading schedule…`} />
      ) : matches.isError ? (
        <ErrorBanner message={messageOf(matches.error, t`Failed to load schedule.`)} onRetry={() => matches.refetch()} />
      ) : days.length === 0 && teamName ? (
        <EmptyState
          title={t`No matches for ${teamName}`}
          action={
            <ButtonLink to="/schedule" variant="secondary">
              <Trans>Show all teams</Trans>
            </ButtonLink>
          }
        />
      ) : days.length === 0 ? (
        <EmptyState title={t`No matches scheduled yet`} hint={t`Stay tuned—fixtures drop here first.`} />
      ) : (
        <div className="ui-stack ui-stack--xl">
          {days.map((day) => (
            <section key={day.key} aria-labelledby={`day-${day.key}`} className="ui-stack schedule-day-group">
              <div className="schedule-day">
                <h2 id={`day-${day.key}`} className="schedule-day__title">
                  {formatLongDate(day.date)}
                </h2>
                <Badge tone="info">
                  <Plural value={day.matches.length} one="# match" other="# matches" />
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
