import { useState, type FormEvent } from 'react';
import { messageOf } from '@league/core/client';
import { useTeams } from '@league/teams/client';
import { Button, Field, Modal, Notice, Select, TextInput, useToast } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { DEFAULT_MVP_FORMULA } from '../awards-contract';
import { DEFAULT_FORMAT, DEFAULT_POINTS, DEFAULT_RAIN, TOURNAMENT_STATUSES, tournamentInputSchema } from '../contract';
import { useSaveTournament } from './queries';
import type { Tournament } from './types';
import type { Words } from './words';
import { say } from '@league/ui/i18n';

interface Draft {
  name: string;
  season: string;
  section: string;
  status: string;
  oversPerInnings: string;
  ballsPerOver: string;
  playersPerSide: string;
  win: string;
  tie: string;
  noResult: string;
  loss: string;
  superOverDecidesTie: boolean;
  rainRule: string;
  g50: string;
  teamIds: string[];
  mvp: Record<string, string>;
}

/** The awards' MVP points (`points.mvp`), in the contract's order. */
const MVP_FIELDS = [
  ['four', msg`Four`],
  ['six', msg`Six`],
  ['wicket', msg`Wicket`],
  ['dot', msg`Dot ball`],
  ['catch', msg`Catch`],
  ['stumping', msg`Stumping`],
  ['runOut', msg`Run out`],
  ['minMatches', msg`Fewest matches to rank`],
] as const;

/** The status choices, as the form names them. */
const STATUS_NAMES: Record<(typeof TOURNAMENT_STATUSES)[number], Words> = {
  upcoming: msg`Upcoming`,
  active: msg`Active`,
  completed: msg`Completed`,
};

function draftOf(t: Tournament | null): Draft {
  const format = t?.format ?? DEFAULT_FORMAT;
  const points = t?.points ?? DEFAULT_POINTS;
  return {
    name: t?.name ?? '',
    season: t?.season ?? String(new Date().getFullYear()),
    section: t?.section ?? '',
    status: t?.status ?? 'upcoming',
    oversPerInnings: String(format.oversPerInnings),
    ballsPerOver: String(format.ballsPerOver),
    playersPerSide: String(format.playersPerSide),
    win: String(points.win),
    tie: String(points.tie),
    noResult: String(points.noResult),
    loss: String(points.loss),
    superOverDecidesTie: t?.superOverDecidesTie ?? true,
    rainRule: t?.rain.rule ?? DEFAULT_RAIN.rule,
    g50: String(t?.rain.g50 ?? DEFAULT_RAIN.g50),
    teamIds: t?.teamIds ?? [],
    mvp: Object.fromEntries(Object.entries({ ...DEFAULT_MVP_FORMULA, ...points.mvp }).map(([k, v]) => [k, String(v)])),
  };
}

const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));

export interface TournamentFormProps {
  /** null: a new tournament. */
  tournament: Tournament | null;
  sections: string[];
  onClose: () => void;
}

/** Create or edit a tournament (spec 1), checked by the contract's own schema before sending. */
export function TournamentFormDialog({ tournament, sections, onClose }: TournamentFormProps) {
  const { i18n, t } = useLingui();
  const [draft, setDraft] = useState(() => draftOf(tournament));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveTournament();
  const toast = useToast();
  const teams = useTeams();
  const set = (key: keyof Draft) => (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = tournamentInputSchema.safeParse({
      name: draft.name,
      season: draft.season,
      section: draft.section || null,
      status: draft.status,
      format: { oversPerInnings: num(draft.oversPerInnings), ballsPerOver: num(draft.ballsPerOver), playersPerSide: num(draft.playersPerSide) },
      points: {
        win: num(draft.win),
        tie: num(draft.tie),
        noResult: num(draft.noResult),
        loss: num(draft.loss),
        mvp: Object.fromEntries(MVP_FIELDS.map(([k]) => [k, num(draft.mvp[k]!)])),
      },
      superOverDecidesTie: draft.superOverDecidesTie,
      rain: { rule: draft.rainRule, g50: num(draft.g50) },
      teamIds: draft.teamIds,
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      // A team id's issue is the list's (its path ends in the index).
      for (const { path, message } of parsed.error.issues) next[String(path.filter((p) => typeof p === 'string').at(-1))] ??= say(i18n, message);
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: tournament?.id, input: parsed.data });
      toast.show(tournament ? t`Tournament saved` : t`Tournament created`, { tone: 'success' });
      onClose();
    } catch (error) {
      setFailure(messageOf(error, t`Failed to save the tournament.`));
    }
  }

  const pointsError = errors.win ?? errors.tie ?? errors.noResult ?? errors.loss;
  const editedName = tournament?.name;
  const chosen = draft.teamIds.length;
  return (
    <Modal
      open
      onClose={onClose}
      closeOnBackdrop={false}
      title={tournament ? t`Edit ${editedName}` : t`New tournament`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" form="tournament-form" loading={save.isPending} loadingText={t`Saving…`}>
            {tournament ? <Trans>Save tournament</Trans> : <Trans>Create tournament</Trans>}
          </Button>
        </>
      }
    >
      <form id="tournament-form" className="ui-stack" onSubmit={submit} noValidate>
        {failure && <Notice tone="error">{failure}</Notice>}
        <Field label={t`Name`} required error={errors.name}>
          <TextInput value={draft.name} onChange={set('name')} placeholder="GICPL-OG 2026" />
        </Field>
        <div className="mc-form-grid">
          <Field label={t`Season`} required error={errors.season}>
            <TextInput value={draft.season} onChange={set('season')} inputMode="numeric" />
          </Field>
          <Field label={t`Section`}>
            <Select value={draft.section} onChange={set('section')}>
              <option value="">{t`None`}</option>
              {[...new Set([...sections, draft.section].filter(Boolean))].map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t`Status`} error={errors.status}>
            <Select value={draft.status} onChange={set('status')}>
              {TOURNAMENT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {i18n._(STATUS_NAMES[s])}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <fieldset className="mc-fieldset">
          <legend>
            <Trans>Format</Trans>
          </legend>
          <div className="mc-form-grid">
            <Field label={t`Overs per innings`} error={errors.oversPerInnings}>
              <TextInput type="number" min={1} max={50} value={draft.oversPerInnings} onChange={set('oversPerInnings')} />
            </Field>
            <Field label={t`Balls per over`} error={errors.ballsPerOver}>
              <TextInput type="number" min={1} max={10} value={draft.ballsPerOver} onChange={set('ballsPerOver')} />
            </Field>
            <Field label={t`Players per side`} error={errors.playersPerSide}>
              <TextInput type="number" min={2} max={11} value={draft.playersPerSide} onChange={set('playersPerSide')} />
            </Field>
          </div>
        </fieldset>
        <fieldset className="mc-fieldset">
          <legend>
            <Trans>Points</Trans>
          </legend>
          <div className="mc-form-grid">
            <Field label={t`Win`}>
              <TextInput type="number" min={0} max={10} value={draft.win} onChange={set('win')} invalid={Boolean(pointsError)} />
            </Field>
            <Field label={t`Tie`}>
              <TextInput type="number" min={0} max={10} value={draft.tie} onChange={set('tie')} invalid={Boolean(pointsError)} />
            </Field>
            <Field label={t`No result`}>
              <TextInput type="number" min={0} max={10} value={draft.noResult} onChange={set('noResult')} invalid={Boolean(pointsError)} />
            </Field>
            <Field label={t`Loss`}>
              <TextInput type="number" min={0} max={10} value={draft.loss} onChange={set('loss')} invalid={Boolean(pointsError)} />
            </Field>
          </div>
          {pointsError && (
            <p className="ui-field__error" role="alert">
              {pointsError}
            </p>
          )}
          <details open={MVP_FIELDS.some(([k]) => errors[k])}>
            <summary>
              <Trans>MVP points (awards)</Trans>
            </summary>
            <div className="mc-form-grid">
              {MVP_FIELDS.map(([k, label]) => (
                <Field key={k} label={i18n._(label)} error={errors[k]}>
                  <TextInput type="number" min={0} value={draft.mvp[k]} onChange={(e) => setDraft({ ...draft, mvp: { ...draft.mvp, [k]: e.target.value } })} />
                </Field>
              ))}
            </div>
          </details>
        </fieldset>
        <fieldset className="mc-fieldset">
          <legend>
            <Trans>Teams</Trans>
          </legend>
          <p className="ui-muted ui-text-xs">
            <Trans>{chosen} chosen</Trans>
          </p>
          {teams.isError && <Notice tone="error">{messageOf(teams.error, t`Failed to load teams.`)}</Notice>}
          <div className="mc-form-grid">
            {teams.data?.map((team) => (
              <label key={team._id} className="ui-cluster ui-cluster--sm">
                <input
                  type="checkbox"
                  checked={draft.teamIds.includes(team._id)}
                  onChange={(e) =>
                    setDraft({ ...draft, teamIds: e.target.checked ? [...draft.teamIds, team._id] : draft.teamIds.filter((id) => id !== team._id) })
                  }
                />
                {team.name} ({team.section})
              </label>
            ))}
          </div>
          {errors.teamIds && (
            <p className="ui-field__error" role="alert">
              {errors.teamIds}
            </p>
          )}
        </fieldset>
        <label className="ui-cluster ui-cluster--sm">
          <input type="checkbox" checked={draft.superOverDecidesTie} onChange={(e) => setDraft({ ...draft, superOverDecidesTie: e.target.checked })} />
          <Trans>A super over decides a tie (the winner takes the win points)</Trans>
        </label>
        <fieldset className="mc-fieldset">
          <legend>
            <Trans>Rain</Trans>
          </legend>
          <div className="mc-form-grid">
            <Field label={t`Rain rule`} error={errors.rule}>
              <Select value={draft.rainRule} onChange={set('rainRule')}>
                <option value="none">{t`None: the target stays`}</option>
                <option value="D/L">{t`D/L Standard Edition`}</option>
                <option value="ARR">{t`Average run rate`}</option>
              </Select>
            </Field>
            <Field label="G50" hint={t`The league's average score in 50 overs (D/L)`} error={errors.g50}>
              <TextInput type="number" min={1} max={500} value={draft.g50} onChange={set('g50')} invalid={Boolean(errors.g50)} />
            </Field>
          </div>
        </fieldset>
      </form>
    </Modal>
  );
}
