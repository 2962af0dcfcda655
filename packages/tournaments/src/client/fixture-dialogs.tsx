import { useState, type FormEvent } from 'react';
import { messageOf } from '@league/core/client';
import { useTeams } from '@league/teams/client';
import { Button, Field, Modal, Notice, Select, TextInput, useToast } from '@league/ui';
import { toLocalInput } from '@league/ui/format';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { manualResultSchema, MATCH_STAGES } from '../contract';
import type { Fixture } from './fixture';
import { useEnterResult, useSaveFixture } from './queries';
import type { ManualResult, Tournament } from './types';
import type { Words } from './words';
import { say } from '@league/ui/i18n';

/** Edit a fixture (PUT /api/matches/{id}): teams from the list, date, venue, stage, tournament. */
export function EditFixtureDialog({ fixture, tournaments, onClose }: { fixture: Fixture; tournaments: Tournament[]; onClose: () => void }) {
  const teams = useTeams();
  const { t } = useLingui();
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
  const nameOf = (id: string, fallback: string) => list.find((x) => x._id === id)?.name ?? fallback;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.team1Id || !draft.team2Id) return setError(t`Pick both teams from the list.`);
    if (draft.team1Id === draft.team2Id) return setError(t`A team cannot play itself.`);
    if (!draft.matchDate) return setError(t`Team names and date are required.`);
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
      toast.show(t`Match saved`, { tone: 'success' });
      onClose();
    } catch (e) {
      setError(messageOf(e, t`Failed to save the match.`));
    }
  }

  const teamOptions = list.map((team) => (
    <option key={team._id} value={team._id}>
      {team.name} ({team.section})
    </option>
  ));
  const { team1, team2 } = fixture;
  return (
    <Modal
      open
      onClose={onClose}
      closeOnBackdrop={false}
      title={t`Edit ${team1} vs ${team2}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="fixture-form" loading={save.isPending} loadingText={t`Saving…`}>
            <Trans>Save match</Trans>
          </Button>
        </>
      }
    >
      <form id="fixture-form" className="ui-stack" onSubmit={submit} noValidate>
        {error && <Notice tone="error">{error}</Notice>}
        {teams.isError && <Notice tone="error">{messageOf(teams.error, t`Failed to load teams.`)}</Notice>}
        <div className="mc-form-grid">
          <Field label={t`Team 1`} required>
            <Select value={draft.team1Id} onChange={(e) => setDraft({ ...draft, team1Id: e.target.value })} disabled={teams.isPending}>
              <option value="">{teams.isPending ? t`Loading teams…` : t`Pick a team (was ${team1})`}</option>
              {teamOptions}
            </Select>
          </Field>
          <Field label={t`Team 2`} required>
            <Select value={draft.team2Id} onChange={(e) => setDraft({ ...draft, team2Id: e.target.value })} disabled={teams.isPending}>
              <option value="">{teams.isPending ? t`Loading teams…` : t`Pick a team (was ${team2})`}</option>
              {teamOptions}
            </Select>
          </Field>
        </div>
        <div className="mc-form-grid">
          <Field label={t`Date and time`} required>
            <TextInput type="datetime-local" value={draft.matchDate} onChange={(e) => setDraft({ ...draft, matchDate: e.target.value })} />
          </Field>
          <Field label={t`Venue`}>
            <TextInput value={draft.venue} onChange={(e) => setDraft({ ...draft, venue: e.target.value })} maxLength={120} />
          </Field>
          <Field label={t`Stage`} hint={t`Playoffs never count in the points table.`}>
            <Select value={draft.stage} onChange={(e) => setDraft({ ...draft, stage: e.target.value as 'league' | 'playoff' })}>
              {MATCH_STAGES.map((s) => (
                <option key={s} value={s}>
                  {s === 'league' ? t`League` : t`Playoff`}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t`Tournament`}>
            <Select value={draft.tournamentId} onChange={(e) => setDraft({ ...draft, tournamentId: e.target.value })}>
              <option value="">{t`None`}</option>
              {tournaments.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
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
  ['win', msg`Won (scores typed in)`],
  ['awarded', msg`Walkover or awarded`],
  ['tie', msg`Tie`],
  ['no-result', msg`No result`],
  ['abandoned', msg`Abandoned`],
] as [ResultKind, Words][];

const int = (s: string) => (s.trim() === '' ? undefined : Number(s));

/**
 * A result for a match not scored ball by ball (POST /api/matches/{id}/result): abandoned,
 * no result, a walkover or awarded win, or the totals typed in after the fact so NRR counts it.
 */
export function EnterResultDialog({ fixture, tournament, onClose }: { fixture: Fixture; tournament?: Tournament; onClose: () => void }) {
  const { i18n, t } = useLingui();
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
  const { team1, team2 } = fixture;
  const battingGroup = (team: string, i: number) => (i === 0 ? t`${team} batting first` : t`${team} batting second`);

  function ballsOf(overs: string): number | undefined {
    const m = /^(\d+)(?:\.(\d))?$/.exec(overs.trim());
    if (!m) return undefined;
    return Number(m[1]) * bpo + Number(m[2] ?? 0);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = totals.filter((row) => row.runs.trim() !== '');
    const innings =
      withTotals && typed.length
        ? typed.map((row) => ({ team: row.team, runs: int(row.runs)!, wickets: int(row.wickets) ?? 0, balls: ballsOf(row.overs) ?? Number.NaN }))
        : undefined;
    if (innings?.some((i) => !Number.isFinite(i.balls))) return setError(t`Overs must look like 20 or 19.4.`);
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
    if (!parsed.success) return setError(say(i18n, parsed.error.issues[0]?.message ?? t`This result is not valid`));
    try {
      await enter.mutateAsync({ matchId: fixture.id, result: parsed.data });
      toast.show(t`Result saved`, { tone: 'success' });
      onClose();
    } catch (e) {
      setError(messageOf(e, t`Failed to save the result.`));
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      closeOnBackdrop={false}
      title={t`Result: ${team1} vs ${team2}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="result-form" loading={enter.isPending} loadingText={t`Saving…`}>
            <Trans>Save result</Trans>
          </Button>
        </>
      }
    >
      <form id="result-form" className="ui-stack" onSubmit={submit} noValidate>
        {error && <Notice tone="error">{error}</Notice>}
        <div className="mc-form-grid">
          <Field label={t`Result`}>
            <Select value={type} onChange={(e) => setType(e.target.value as typeof type)}>
              {RESULT_KINDS.map(([kind, label]) => (
                <option key={kind} value={kind}>
                  {i18n._(label)}
                </option>
              ))}
            </Select>
          </Field>
          {(type === 'win' || type === 'awarded') && (
            <Field label={t`Winner`} required>
              <Select value={winner} onChange={(e) => setWinner(e.target.value)}>
                <option value="">{t`Select the winner`}</option>
                {teams.map((team) => (
                  <option key={team} value={team}>
                    {team}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {type === 'win' && (
            <Field label={t`Method`} hint={t`D/L when a revised target decided it; blank otherwise.`}>
              <TextInput value={method} onChange={(e) => setMethod(e.target.value)} maxLength={40} />
            </Field>
          )}
        </div>
        {withTotals && (
          <fieldset className="mc-fieldset">
            <legend>
              <Trans>Totals, in batting order</Trans>
            </legend>
            <div className="ui-stack ui-stack--sm">
              {totals.map((row, i) => (
                <div key={row.team} className="mc-form-grid" role="group" aria-label={battingGroup(row.team, i)}>
                  <Field label={i === 0 ? t`Batting first` : t`Batting second`}>
                    <Select
                      value={row.team}
                      onChange={(e) => {
                        const other = teams.find((n) => n !== e.target.value)!;
                        setTotals(totals.map((r, j) => ({ ...r, team: j === i ? e.target.value : other })));
                      }}
                    >
                      {teams.map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field label={t`Runs`}>
                    <TextInput
                      type="number"
                      min={0}
                      inputMode="numeric"
                      value={row.runs}
                      onChange={(e) => setTotals(totals.map((r, j) => (j === i ? { ...r, runs: e.target.value } : r)))}
                    />
                  </Field>
                  <Field label={t`Wickets`}>
                    <TextInput
                      type="number"
                      min={0}
                      max={10}
                      inputMode="numeric"
                      value={row.wickets}
                      onChange={(e) => setTotals(totals.map((r, j) => (j === i ? { ...r, wickets: e.target.value } : r)))}
                    />
                  </Field>
                  <Field label={t`Overs`}>
                    <TextInput
                      inputMode="decimal"
                      value={row.overs}
                      onChange={(e) => setTotals(totals.map((r, j) => (j === i ? { ...r, overs: e.target.value } : r)))}
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
