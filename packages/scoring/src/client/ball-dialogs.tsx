/** The sheets behind the pad's extras, wicket and penalty keys: one more tap each. */
import { useState } from 'react';
import { Button, Field, Modal, Select } from '@league/ui';
import { msg, plural } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { DISMISSALS, dismissalLabel, needsFielder, type BallInput, type ExtraKind } from './ball';
import { SomeoneElse, type SomeoneElseWiring } from './someone-else';

export type Sheet = null | { kind: 'extra'; extra: ExtraKind } | { kind: 'wicket' } | { kind: 'penalty' };

const EXTRA_TITLES = { wides: msg`Wide`, noballs: msg`No-ball`, byes: msg`Byes`, legbyes: msg`Leg-byes` } satisfies Record<ExtraKind, unknown>;

export function ExtraSheet({ extra, onPick, onClose }: { extra: ExtraKind; onPick: (input: BallInput) => void; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const options =
    extra === 'wides'
      ? [0, 1, 2, 3, 4].map((n) => ({ label: n ? t`Wide + ${n}` : t`Wide`, input: { extra, extraRuns: n } }))
      : extra === 'noballs'
        ? [
            ...[0, 1, 2, 3, 4, 6].map((n) => ({ label: n ? t`No-ball + ${n}` : t`No-ball`, input: { extra, batterRuns: n } })),
            ...(['byes', 'legbyes'] as const).flatMap((also) =>
              [1, 2, 3, 4].map((n) => ({
                label:
                  also === 'byes'
                    ? t`No-ball + ${plural(n, { one: '# bye', other: '# byes' })}`
                    : t`No-ball + ${plural(n, { one: '# leg-bye', other: '# leg-byes' })}`,
                input: { extra, also, extraRuns: n },
              })),
            ),
          ]
        : [1, 2, 3, 4, 5].map((n) => ({
            label: extra === 'byes' ? t`${plural(n, { one: '# bye', other: '# byes' })}` : t`${plural(n, { one: '# leg-bye', other: '# leg-byes' })}`,
            input: { extra, extraRuns: n },
          }));
  return (
    <Modal open onClose={onClose} title={i18n._(EXTRA_TITLES[extra])} size="sm">
      <div className="sc-sheet-grid">
        {options.map((o) => (
          <button key={o.label} type="button" className="sc-key" onClick={() => onPick(o.input as BallInput)}>
            {o.label}
          </button>
        ))}
      </div>
    </Modal>
  );
}

export function WicketSheet({
  striker,
  nonStriker,
  fielders,
  someoneElse,
  onPick,
  onClose,
}: {
  striker: string;
  nonStriker: string;
  fielders: string[];
  /** A fielder not in the list: picked as a person, joined to the fielding side's squad and lineup. */
  someoneElse: SomeoneElseWiring;
  onPick: (input: BallInput) => void;
  onClose: () => void;
}) {
  const [kind, setKind] = useState<string>('bowled');
  const [out, setOut] = useState(striker);
  const [fielder, setFielder] = useState('');
  const [joined, setJoined] = useState<string[]>([]);
  const listed = [...fielders, ...joined.filter((name) => !fielders.includes(name))];
  const [runs, setRuns] = useState(0);
  // A run out or a stumping may come off a wide (a run out off a no-ball too): the ball counts as that extra.
  const [ballWas, setBallWas] = useState<'fair' | 'wides' | 'noballs'>('fair');
  const runOut = kind === 'run out';
  const offExtra = runOut ? ballWas : kind === 'stumped' && ballWas === 'wides' ? 'wides' : 'fair';
  const missingFielder = needsFielder(kind) && !fielder;
  const { t, i18n } = useLingui();
  return (
    <Modal
      open
      onClose={onClose}
      title={t`Wicket`}
      size="sm"
      footer={
        <Button
          size="lg"
          block
          disabled={missingFielder}
          onClick={() =>
            onPick({
              ...(offExtra === 'fair' ? {} : { extra: offExtra }),
              ...(offExtra === 'wides' ? { extraRuns: runOut ? runs : 0 } : { batterRuns: runOut ? runs : 0 }),
              wicket: {
                kind,
                playerOut: runOut || kind.startsWith('retired') || kind === 'obstructing the field' ? out : striker,
                ...(needsFielder(kind) ? { fielder } : {}),
              },
            })
          }
        >
          <Trans>Record wicket</Trans>
        </Button>
      }
    >
      <Field label={t`How out`}>
        <Select value={kind} onChange={(e) => setKind(e.target.value)}>
          {DISMISSALS.map((d) => (
            <option key={d} value={d}>
              {dismissalLabel(i18n, d)}
            </option>
          ))}
        </Select>
      </Field>
      {(runOut || kind.startsWith('retired') || kind === 'obstructing the field') && (
        <fieldset className="sc-choices">
          <legend>
            <Trans>Who is out</Trans>
          </legend>
          {[striker, nonStriker].map((name) => (
            <label key={name} className="sc-choice">
              <input type="radio" name="player-out" checked={out === name} onChange={() => setOut(name)} /> {name}
            </label>
          ))}
        </fieldset>
      )}
      {needsFielder(kind) && (
        <>
          <Field label={kind === 'stumped' ? t`Wicket-keeper` : t`Fielder`} error={missingFielder ? t`Choose the fielder` : undefined}>
            <Select value={fielder} onChange={(e) => setFielder(e.target.value)}>
              <option value="">{t`Choose…`}</option>
              {listed.map((f) => (
                <option key={f} value={f}>
                  {f}
                </option>
              ))}
            </Select>
          </Field>
          <SomeoneElse
            label={t`Someone else (name)`}
            button={t`Use`}
            {...someoneElse}
            onName={(name) => {
              setJoined((old) => [...old, name]);
              setFielder(name);
            }}
          />
        </>
      )}
      {(runOut || kind === 'stumped') && (
        <Field label={t`The ball was`}>
          <Select value={ballWas} onChange={(e) => setBallWas(e.target.value as typeof ballWas)}>
            <option value="fair">{t`A fair ball`}</option>
            <option value="wides">{t`A wide`}</option>
            {runOut && <option value="noballs">{t`A no-ball`}</option>}
          </Select>
        </Field>
      )}
      {runOut && (
        <Field label={t`Runs completed`}>
          <Select value={String(runs)} onChange={(e) => setRuns(Number(e.target.value))}>
            {[0, 1, 2, 3].map((n) => (
              <option key={n}>{n}</option>
            ))}
          </Select>
        </Field>
      )}
    </Modal>
  );
}

export function PenaltySheet({
  batting,
  fielding,
  onPick,
  onClose,
}: {
  batting: string;
  fielding: string;
  onPick: (team: string, runs: number) => void;
  onClose: () => void;
}) {
  const [team, setTeam] = useState(batting);
  const { t } = useLingui();
  return (
    <Modal
      open
      onClose={onClose}
      title={t`Penalty runs`}
      size="sm"
      footer={
        <Button size="lg" block onClick={() => onPick(team, 5)}>
          <Trans>Award 5 penalty runs</Trans>
        </Button>
      }
    >
      <fieldset className="sc-choices">
        <legend>
          <Trans>Awarded to</Trans>
        </legend>
        {[batting, fielding].map((side) => (
          <label key={side} className="sc-choice">
            <input type="radio" name="penalty-team" checked={team === side} onChange={() => setTeam(side)} /> {side}
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
