import { useState, type FormEvent } from 'react';
import { messageOf } from '@league/core/client';
import { useTeams } from '@league/teams/client';
import { Button, Field, Modal, Notice, Select, TextInput, useToast } from '@league/ui';
import { toLocalInput } from '@league/ui/format';
import { manualResultSchema, MATCH_STAGES } from '../contract';
import type { Fixture } from './fixture';
import { useEnterResult, useSaveFixture } from './queries';
import type { ManualResult, Tournament } from './types';

/** Edit a fixture (PUT /api/matches/{id}): teams from the list, date, venue, stage, tournament. */
export function EditFixtureDialog({ fixture, tournaments, onClose }: { fixture: Fixture; tournaments: Tournament[]; onClose: () => void }) {
  const teams = useTeams();
  const [draft, setDraft] = useState({
    team1Id: fixture.team1Id ?? '',
    team2Id: fixture.team2Id ?? '',
    matchDate: toLocalInput(fixture.matchDate),
    venue: fixture.venue ?? '',
    stage: fixture.stage ?? 'league',
    tournamentId: fixture.tournamentId ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const save = useSaveFixture();
  const toast = useToast();
  const list = teams.data ?? [];
  const nameOf = (id: string, fallback: string) => list.find((t) => t._id === id)?.name ?? fallback;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.team1Id || !draft.team2Id) return setError('Pick both teams from the list.');
    if (draft.team1Id === draft.team2Id) return setError('A team cannot play itself.');
    if (!draft.matchDate) return setError('Team names and date are required.');
    try {
      await save.mutateAsync({
        id: fixture.id,
        fixture: {
          team1: nameOf(draft.team1Id, fixture.team1),
          team2: nameOf(draft.team2Id, fixture.team2),
          team1Id: draft.team1Id,
          team2Id: draft.team2Id,
          matchDate: new Date(draft.matchDate).toISOString(),
          venue: draft.venue.trim() || null,
          stage: draft.stage,
          tournamentId: draft.tournamentId || null,
        },
      });
      toast.show('Match saved', { tone: 'success' });
      onClose();
    } catch (e) {
      setError(messageOf(e, 'Failed to save the match.'));
    }
  }

  const teamOptions = list.map((t) => (
    <option key={t._id} value={t._id}>
      {t.name} ({t.section})
    </option>
  ));
  return (
    <Modal
      open
      onClose={onClose}
      closeOnBackdrop={false}
      title={`Edit ${fixture.team1} vs ${fixture.team2}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="fixture-form" loading={save.isPending} loadingText="Saving…">
            Save match
          </Button>
        </>
      }
    >
      <form id="fixture-form" className="ui-stack" onSubmit={submit} noValidate>
        {error && <Notice tone="error">{error}</Notice>}
        {teams.isError && <Notice tone="error">{messageOf(teams.error, 'Failed to load teams.')}</Notice>}
        <div className="mc-form-grid">
          <Field label="Team 1" required>
            <Select value={draft.team1Id} onChange={(e) => setDraft({ ...draft, team1Id: e.target.value })} disabled={teams.isPending}>
              <option value="">{teams.isPending ? 'Loading teams…' : `Pick a team (was ${fixture.team1})`}</option>
              {teamOptions}
            </Select>
          </Field>
          <Field label="Team 2" required>
            <Select value={draft.team2Id} onChange={(e) => setDraft({ ...draft, team2Id: e.target.value })} disabled={teams.isPending}>
              <option value="">{teams.isPending ? 'Loading teams…' : `Pick a team (was ${fixture.team2})`}</option>
              {teamOptions}
            </Select>
          </Field>
        </div>
        <div className="mc-form-grid">
          <Field label="Date and time" required>
            <TextInput type="datetime-local" value={draft.matchDate} onChange={(e) => setDraft({ ...draft, matchDate: e.target.value })} />
          </Field>
          <Field label="Venue">
            <TextInput value={draft.venue} onChange={(e) => setDraft({ ...draft, venue: e.target.value })} maxLength={120} />
          </Field>
          <Field label="Stage" hint="Playoffs never count in the points table.">
            <Select value={draft.stage} onChange={(e) => setDraft({ ...draft, stage: e.target.value as 'league' | 'playoff' })}>
              {MATCH_STAGES.map((s) => (
                <option key={s} value={s}>
                  {s === 'league' ? 'League' : 'Playoff'}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Tournament">
            <Select value={draft.tournamentId} onChange={(e) => setDraft({ ...draft, tournamentId: e.target.value })}>
              <option value="">None</option>
              {tournaments.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </Select>
          </Field>
        </div>
      </form>
    </Modal>
  );
}

type ResultKind = ManualResult['type'];
/** The choices in the order an organiser reaches for them; `awarded` covers walkovers. */
const RESULT_KINDS = [
  ['win', 'Won (scores typed in)'],
  ['awarded', 'Walkover or awarded'],
  ['tie', 'Tie'],
  ['no-result', 'No result'],
  ['abandoned', 'Abandoned'],
] as [ResultKind, string][];

const int = (s: string) => (s.trim() === '' ? undefined : Number(s));

/**
 * A result for a match not scored ball by ball (POST /api/matches/{id}/result): abandoned,
 * no result, a walkover or awarded win, or the totals typed in after the fact so NRR counts it.
 */
export function EnterResultDialog({ fixture, tournament, onClose }: { fixture: Fixture; tournament?: Tournament; onClose: () => void }) {
  const teams = [fixture.team1, fixture.team2];
  const quota = String(tournament?.format.oversPerInnings ?? 20);
  const [type, setType] = useState<ResultKind>('win');
  const [winner, setWinner] = useState('');
  const [method, setMethod] = useState('');
  const [totals, setTotals] = useState(teams.map((team) => ({ team, runs: '', wickets: '', overs: quota })));
  const [error, setError] = useState<string | null>(null);
  const enter = useEnterResult();
  const toast = useToast();
  const bpo = tournament?.format.ballsPerOver ?? 6;
  const withTotals = type === 'win' || type === 'tie';

  function ballsOf(overs: string): number | undefined {
    const m = /^(\d+)(?:\.(\d))?$/.exec(overs.trim());
    if (!m) return undefined;
    return Number(m[1]) * bpo + Number(m[2] ?? 0);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = totals.filter((t) => t.runs.trim() !== '');
    const innings =
      withTotals && typed.length
        ? typed.map((t) => ({ team: t.team, runs: int(t.runs)!, wickets: int(t.wickets) ?? 0, balls: ballsOf(t.overs) ?? Number.NaN }))
        : undefined;
    if (innings?.some((i) => !Number.isFinite(i.balls))) return setError('Overs must look like 20 or 19.4.');
    const candidate: ManualResult = {
      type,
      ...(type === 'win' || type === 'awarded' ? { winner } : {}),
      ...(method.trim() ? { method: method.trim() } : {}),
      ...(innings ? { innings } : {}),
    };
    if (type === 'win' && innings?.length === 2) {
      const [first, second] = innings;
      const winnerBattedFirst = first!.team === winner;
      candidate.by = winnerBattedFirst ? { runs: first!.runs - second!.runs } : { wickets: tournamentWickets(tournament) - second!.wickets };
    }
    const parsed = manualResultSchema.safeParse(candidate);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'This result is not valid');
    try {
      await enter.mutateAsync({ matchId: fixture.id, result: parsed.data });
      toast.show('Result saved', { tone: 'success' });
      onClose();
    } catch (e) {
      setError(messageOf(e, 'Failed to save the result.'));
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      closeOnBackdrop={false}
      title={`Result: ${fixture.team1} vs ${fixture.team2}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="result-form" loading={enter.isPending} loadingText="Saving…">
            Save result
          </Button>
        </>
      }
    >
      <form id="result-form" className="ui-stack" onSubmit={submit} noValidate>
        {error && <Notice tone="error">{error}</Notice>}
        <div className="mc-form-grid">
          <Field label="Result">
            <Select value={type} onChange={(e) => setType(e.target.value as typeof type)}>
              {RESULT_KINDS.map(([kind, label]) => (
                <option key={kind} value={kind}>
                  {label}
                </option>
              ))}
            </Select>
          </Field>
          {(type === 'win' || type === 'awarded') && (
            <Field label="Winner" required>
              <Select value={winner} onChange={(e) => setWinner(e.target.value)}>
                <option value="">Select the winner</option>
                {teams.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {type === 'win' && (
            <Field label="Method" hint="D/L when a revised target decided it; blank otherwise.">
              <TextInput value={method} onChange={(e) => setMethod(e.target.value)} maxLength={40} />
            </Field>
          )}
        </div>
        {withTotals && (
          <fieldset className="mc-fieldset">
            <legend>Totals, in batting order</legend>
            <div className="ui-stack ui-stack--sm">
              {totals.map((t, i) => (
                <div key={t.team} className="mc-form-grid" role="group" aria-label={`${t.team} batting ${i === 0 ? 'first' : 'second'}`}>
                  <Field label={`Batting ${i === 0 ? 'first' : 'second'}`}>
                    <Select
                      value={t.team}
                      onChange={(e) => {
                        const other = teams.find((n) => n !== e.target.value)!;
                        setTotals(totals.map((row, j) => ({ ...row, team: j === i ? e.target.value : other })));
                      }}
                    >
                      {teams.map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field label="Runs">
                    <TextInput
                      type="number"
                      min={0}
                      inputMode="numeric"
                      value={t.runs}
                      onChange={(e) => setTotals(totals.map((row, j) => (j === i ? { ...row, runs: e.target.value } : row)))}
                    />
                  </Field>
                  <Field label="Wickets">
                    <TextInput
                      type="number"
                      min={0}
                      max={10}
                      inputMode="numeric"
                      value={t.wickets}
                      onChange={(e) => setTotals(totals.map((row, j) => (j === i ? { ...row, wickets: e.target.value } : row)))}
                    />
                  </Field>
                  <Field label="Overs">
                    <TextInput
                      inputMode="decimal"
                      value={t.overs}
                      onChange={(e) => setTotals(totals.map((row, j) => (j === i ? { ...row, overs: e.target.value } : row)))}
                    />
                  </Field>
                </div>
              ))}
            </div>
          </fieldset>
        )}
      </form>
    </Modal>
  );
}

function tournamentWickets(t: Tournament | undefined) {
  return (t?.format.playersPerSide ?? 11) - 1;
}
