import { useState } from 'react';
import { Link } from 'react-router-dom';
import { messageOf } from '@league/core/client';
import { Badge, Button, EmptyState, Field, Select, formatDateTime, useToast } from '@league/ui';
import { EditFixtureDialog, EnterResultDialog } from './fixture-dialogs';
import type { Fixture } from './fixture';
import { useReschedule } from './queries';
import type { Tournament } from './types';

const NONE = '__none';

/** The fixtures of one tournament with their state, an Edit and an Enter result button each. */
export function AdminFixtures({ fixtures, tournaments }: { fixtures: Fixture[]; tournaments: Tournament[] }) {
  const [filter, setFilter] = useState(tournaments[0]?.id ?? NONE);
  const [editing, setEditing] = useState<Fixture | null>(null);
  const [scoring, setScoring] = useState<Fixture | null>(null);
  const shown = fixtures.filter((f) => (filter === NONE ? !f.tournamentId : f.tournamentId === filter)).sort((a, b) => b.matchDate.localeCompare(a.matchDate));
  const tournamentOf = (f: Fixture) => tournaments.find((t) => t.id === f.tournamentId);
  const reschedule = useReschedule();
  const toast = useToast();

  /** Rain: the next free slot the server finds among the weekly slots the fixtures are played at. */
  async function move(f: Fixture, name: string) {
    if (!window.confirm(`Move ${name} to the next free slot?`)) return;
    try {
      const { data } = await reschedule.mutateAsync({ id: f.id, body: {} });
      toast.show(`${name} moved to ${formatDateTime(data.matchDate)}`, { tone: 'success' });
    } catch (error) {
      toast.show(messageOf(error, 'Failed to move the match.'), { tone: 'error' });
    }
  }

  return (
    <div className="ui-stack">
      <Field label="Tournament" className="mc-season">
        <Select value={filter} onChange={(e) => setFilter(e.target.value)}>
          {tournaments.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
          <option value={NONE}>Not in a tournament</option>
        </Select>
      </Field>
      {shown.length === 0 ? (
        <EmptyState title="No fixtures here" hint="Import Cricsheet files above or add fixtures on the schedule." />
      ) : (
        <div className="ui-table-wrap">
          <table className="ui-table mc-table">
            <caption className="ui-visually-hidden">Fixtures, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Match</th>
                <th scope="col">Date</th>
                <th scope="col">Result</th>
                <th scope="col">
                  <span className="ui-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((f) => {
                const name = `${f.team1} vs ${f.team2}`;
                return (
                  <tr key={f.id}>
                    <th scope="row" className="mc-name">
                      <Link to={`/matches/${f.id}`}>{name}</Link>
                      {f.stage === 'playoff' && (
                        <>
                          {' '}
                          <Badge tone="accent">Playoff</Badge>
                        </>
                      )}
                      {f.venue && (
                        <span className="ui-muted ui-text-xs" style={{ display: 'block', fontWeight: 400 }}>
                          {f.venue}
                        </span>
                      )}
                    </th>
                    <td className="mc-nowrap">{formatDateTime(f.matchDate)}</td>
                    <td>{f.result ? f.result : f.status === 'live' ? <Badge tone="error">Live</Badge> : <span className="ui-muted">No result yet</span>}</td>
                    <td>
                      <div className="ui-cluster ui-cluster--sm mc-nowrap">
                        <Button size="sm" variant="secondary" onClick={() => setEditing(f)} aria-label={`Edit ${name}`}>
                          Edit
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setScoring(f)} aria-label={`Enter result for ${name}`}>
                          Enter result
                        </Button>
                        {(f.status ?? 'scheduled') === 'scheduled' && (
                          <Button
                            size="sm"
                            variant="ghost"
                            onClick={() => move(f, name)}
                            disabled={reschedule.isPending}
                            aria-label={`Move to next free slot: ${name}`}
                          >
                            Move to next free slot
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
