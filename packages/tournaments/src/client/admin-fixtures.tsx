import { useState } from 'react';
import { Link, say } from '@league/ui/i18n';
import { messageOf } from '@league/core/client';
import { Badge, Button, EmptyState, Field, Select, formatDateTime, useToast } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { EditFixtureDialog, EnterResultDialog } from './fixture-dialogs';
import type { Fixture } from './fixture';
import { useReschedule } from './queries';
import type { Tournament } from './types';

const NONE = '__none';

/** The fixtures of one tournament with their state, an Edit and an Enter result button each. */
export function AdminFixtures({ fixtures, tournaments }: { fixtures: Fixture[]; tournaments: Tournament[] }) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState(tournaments[0]?.id ?? NONE);
  const [editing, setEditing] = useState<Fixture | null>(null);
  const [scoring, setScoring] = useState<Fixture | null>(null);
  const shown = fixtures.filter((f) => (filter === NONE ? !f.tournamentId : f.tournamentId === filter)).sort((a, b) => b.matchDate.localeCompare(a.matchDate));
  const tournamentOf = (f: Fixture) => tournaments.find((x) => x.id === f.tournamentId);
  const reschedule = useReschedule();
  const toast = useToast();

  /** Rain: the next free slot the server finds among the weekly slots the fixtures are played at. */
  async function move(f: Fixture, name: string) {
    if (!window.confirm(t`Move ${name} to the next free slot?`)) return;
    try {
      const { data } = await reschedule.mutateAsync({ id: f.id, body: {} });
      const when = formatDateTime(data.matchDate);
      toast.show(t`${name} moved to ${when}`, { tone: 'success' });
    } catch (error) {
      toast.show(messageOf(error, t`Failed to move the match.`), { tone: 'error' });
    }
  }

  return (
    <div className="ui-stack">
      <Field label={t`Tournament`} className="mc-season">
        <Select value={filter} onChange={(e) => setFilter(e.target.value)}>
          {tournaments.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
          <option value={NONE}>{t`Not in a tournament`}</option>
        </Select>
      </Field>
      {shown.length === 0 ? (
        <EmptyState title={t`No fixtures here`} hint={t`Import Cricsheet files above or add fixtures on the schedule.`} />
      ) : (
        <div className="ui-table-wrap">
          <table className="ui-table mc-table">
            <caption className="ui-visually-hidden">
              <Trans>Fixtures, newest first</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Match</Trans>
                </th>
                <th scope="col">
                  <Trans>Date</Trans>
                </th>
                <th scope="col">
                  <Trans>Result</Trans>
                </th>
                <th scope="col">
                  <span className="ui-visually-hidden">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((f) => {
                const { team1, team2 } = f;
                const name = t`${team1} vs ${team2}`;
                return (
                  <tr key={f.id}>
                    <th scope="row" className="mc-name">
                      <Link to={`/matches/${f.id}`}>{name}</Link>
                      {f.stage === 'playoff' && (
                        <>
                          {' '}
                          <Badge tone="accent">
                            <Trans>Playoff</Trans>
                          </Badge>
                        </>
                      )}
                      {f.venue && (
                        <span className="ui-muted ui-text-xs" style={{ display: 'block', fontWeight: 400 }}>
                          {f.venue}
                        </span>
                      )}
                    </th>
                    <td className="mc-nowrap">{formatDateTime(f.matchDate)}</td>
                    <td>
                      {f.result ? (
                        say(i18n, f.result)
                      ) : f.status === 'live' ? (
                        <Badge tone="error">
                          <Trans>Live</Trans>
                        </Badge>
                      ) : (
                        <span className="ui-muted">
                          <Trans>No result yet</Trans>
                        </span>
                      )}
                    </td>
                    <td>
                      <div className="ui-cluster ui-cluster--sm mc-nowrap">
                        <Button size="sm" variant="secondary" onClick={() => setEditing(f)} aria-label={t`Edit ${name}`}>
                          <Trans>Edit</Trans>
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setScoring(f)} aria-label={t`Enter result for ${name}`}>
                          <Trans>Enter result</Trans>
                        </Button>
                        {(f.status ?? 'scheduled') === 'scheduled' && (
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => move(f, name)}
                            disabled={reschedule.isPending}
                            aria-label={t`Move to next free slot: ${name}`}
                          >
                            <Trans>Move to next free slot</Trans>
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {editing && <EditFixtureDialog fixture={editing} tournaments={tournaments} onClose={() => setEditing(null)} />}
      {scoring && <EnterResultDialog fixture={scoring} tournament={tournamentOf(scoring)} onClose={() => setScoring(null)} />}
    </div>
  );
}
