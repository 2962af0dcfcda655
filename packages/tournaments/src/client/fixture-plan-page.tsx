import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '@league/ui/i18n';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, messageOf, usePublicConfig } from '@league/core/client';
import { useTeams } from '@league/teams/client';
import { Button, ButtonLink, ErrorBanner, Field, Notice, PageHeader, Select, SkeletonCards, TextInput } from '@league/ui';
import { toLocalInput } from '@league/ui/format';
import { groundsQuery } from '@league/schedule/client';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import type { FixturePlanAnswer } from '../fixture-plan-contract';
import { useTournaments } from './queries';
import type { Words } from './words';

/** Weekday names by JavaScript's day number (0: Sunday). */
const DAYS: Words[] = [msg`Sunday`, msg`Monday`, msg`Tuesday`, msg`Wednesday`, msg`Thursday`, msg`Friday`, msg`Saturday`];
type Fixture = FixturePlanAnswer['fixtures'][number] & { when: string };
interface Fairness {
  team: string;
  matches: number;
  byes: number;
  minRestDays: number | null;
  bySlotTime: Record<string, number>;
}

type Bind<T> = (key: keyof T & string) => { value: string; onChange(e: { target: { value: string } }): void };

/** Binds a control to one key of a record: its value, and a change that sets the whole record. */
const binder =
  <T,>(item: T, set: (next: T) => void): Bind<T> =>
  (key) => ({ value: item[key] as string, onChange: (e) => set({ ...item, [key]: e.target.value }) });

/** A captioned table whose rows are headed by their first cell. */
function Table({ caption, heads, rows }: { caption: ReactNode; heads: string[]; rows: ReactNode[][] }) {
  return (
    <div className="ui-table-wrap">
      <table className="ui-table mc-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {heads.map((head) => (
              <th key={head} scope="col">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells], i) => (
            <tr key={i}>
              <th scope="row">{head}</th>
              {cells.map((cell, j) => (
                <td key={j}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What a list of rows calls itself: its legend, one row (numbered from 1), its add button. */
interface RowsWords {
  legend: string;
  item: (n: number) => string;
  remove: (n: number) => string;
  add: string;
}

/** Rows of fields (slots, blackouts), each a group, with add and remove. */
function Rows<T>({
  words,
  items,
  blank,
  onChange,
  children,
}: {
  words: RowsWords;
  items: T[];
  blank: T;
  onChange(items: T[]): void;
  children(bind: Bind<T>): ReactNode;
}) {
  return (
    <fieldset className="mc-fieldset ui-stack">
      <legend>{words.legend}</legend>
      {items.map((item, i) => (
        <div key={i} role="group" aria-label={words.item(i + 1)} className="ui-cluster">
          {children(binder(item, (next) => onChange(items.map((x, j) => (j === i ? next : x)))))}
          <Button size="sm" variant="ghost" onClick={() => onChange(items.filter((_, j) => j !== i))} aria-label={words.remove(i + 1)}>
            <Trans>Remove</Trans>
          </Button>
        </div>
      ))}
      <Button size="sm" variant="secondary" onClick={() => onChange([...items, blank])}>
        {words.add}
      </Button>
    </fieldset>
  );
}

/** Admin `/admin/tournaments/:id/fixtures` (part 3 spec 4): preview a round robin, edit it, apply it. */
/** A new slot row (every slot may be removed; "Add Slot" starts from this). */
const BLANK_SLOT = { weekday: '6', time: '07:00', ground: '' };

export function FixturePlanPage() {
  const { id = '' } = useParams();
  const { i18n, t } = useLingui();
  const tournaments = useTournaments();
  const tournament = tournaments.data?.find((x) => x.id === id);
  const teams = useTeams();
  // The schedule's grounds entry (its grounds screen keeps it): one list for the slots and the plan.
  const grounds = useQuery(groundsQuery);
  const zone = usePublicConfig().data?.timeZone;
  const client = useQueryClient();
  const [form, setForm] = useState(() => ({ startDate: '', endDate: '', rounds: '1', maxPerTeamPerDay: '1', seed: String(Math.floor(Math.random() * 1e6)) }));
  const [slots, setSlots] = useState([BLANK_SLOT]);
  const [blackouts, setBlackouts] = useState<{ teamId: string; from: string; to: string }[]>([]);
  // Groups (issue 31): their number (null: the tournament's) and each team's choice (an index).
  const [groupCount, setGroupCount] = useState<number | null>(null);
  const [picked, setPicked] = useState<Record<string, number>>({});
  const [plan, setPlan] = useState<(Omit<FixturePlanAnswer, 'fixtures'> & { fixtures: Fixture[] }) | null>(null);
  const [written, setWritten] = useState<number | null>(null);
  const [failure, setFailure] = useState<[string, boolean] | null>(null);
  const [busy, setBusy] = useState(false);
  const result = useRef<HTMLHeadingElement>(null);
  // Focus goes to the result when a preview or an apply answers, not on every edit of the plan.
  const [answers, setAnswers] = useState(0);
  useEffect(() => {
    if (answers) result.current?.focus();
  }, [answers]);

  if (!tournament) return tournaments.isPending ? <SkeletonCards count={2} /> : <ErrorBanner message={messageOf(tournaments.error, t`Tournament not found`)} />;
  const rows = plan?.fixtures ?? [];
  const teamIds = tournament.teamIds ?? [];
  const nameOf = (teamId: string) => teams.data?.find((x) => x._id === teamId)?.name;
  const stored = tournament.groups ?? [];
  const groups = groupCount ?? (stored.length || 1);
  const groupNames = [...'ABCD'].slice(0, groups).map((letter) => `Group ${letter}`);
  // The team's pick, else its stored group, else spread in order.
  const groupOf = (teamId: string, i: number) => {
    const k = picked[teamId] ?? stored.findIndex((g) => g.teamIds.includes(teamId));
    return k >= 0 && k < groups ? k : i % groups;
  };
  const bind = binder(form, setForm);
  const input = (key: keyof typeof form, label: string, type?: string, hint?: string) => (
    <Field label={label} hint={hint}>
      <TextInput type={type} {...bind(key)} />
    </Field>
  );
  const groundOptions = (
    <>
      <option value="">{t`Choose a ground`}</option>
      {grounds.data?.data.map((g) => (
        <option key={g.id}>{g.name}</option>
      ))}
    </>
  );

  async function send(apply: boolean) {
    setBusy(true);
    setFailure(null);
    const body = {
      ...form,
      rounds: Number(form.rounds),
      maxPerTeamPerDay: Number(form.maxPerTeamPerDay),
      slots: slots.map((s) => ({ ...s, weekday: Number(s.weekday) })),
      blackouts,
      groups: groups > 1 ? groupNames.map((name, k) => ({ name, teamIds: teamIds.filter((t, i) => groupOf(t, i) === k) })) : [],
      fixtures: apply ? rows.map(({ team1Id, team2Id, when, ground }) => ({ team1Id, team2Id, matchDate: when, ground })) : undefined,
    };
    try {
      const { data } = await api.post<{ data: FixturePlanAnswer }>(`/api/tournaments/${encodeURIComponent(id)}/fixture-plan${apply ? '/apply' : ''}`, body);
      if (apply) {
        setWritten(data.fixtures.length);
        await client.invalidateQueries();
      } else {
        setPlan({ ...data, fixtures: data.fixtures.map((f) => ({ ...f, when: toLocalInput(f.matchDate, zone) })) });
      }
      setAnswers((n) => n + 1);
    } catch (error) {
      setFailure([messageOf(error, t`Something went wrong.`), apply]);
    }
    setBusy(false);
  }
  const tournamentName = tournament.name;
  const count = rows.length;
  const slotWords: RowsWords = { legend: t`Slots`, item: (n) => t`Slot ${n}`, remove: (n) => t`Remove Slot ${n}`, add: t`Add Slot` };
  const blackoutWords: RowsWords = { legend: t`Blackouts`, item: (n) => t`Blackout ${n}`, remove: (n) => t`Remove Blackout ${n}`, add: t`Add Blackout` };
  const alert = (apply: boolean) => failure?.[1] === apply && <Notice tone="error">{failure[0]}</Notice>;

  return (
    <div className="ui-page ui-container ui-stack ui-stack--xl">
      <PageHeader
        title={t`Generate fixtures: ${tournamentName}`}
        actions={
          <ButtonLink to="/admin/grounds" variant="secondary">
            <Trans>Grounds</Trans>
          </ButtonLink>
        }
      />
      {teamIds.length < 2 ? (
        <Notice tone="info">
          <Trans>
            A round robin needs at least two teams. Choose this tournament's teams on its form in <Link to="/admin/tournaments">Tournaments</Link>.
          </Trans>
        </Notice>
      ) : (
        <form
          className="ui-stack"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send(false);
          }}
        >
          <div className="mc-form-grid">
            {input('startDate', t`Start date`, 'date')}
            {input('endDate', t`End date`, 'date')}
            <Field label={t`Rounds`}>
              <Select {...bind('rounds')}>
                <option value="1">{t`Single round robin`}</option>
                <option value="2">{t`Double round robin`}</option>
              </Select>
            </Field>
            {input('maxPerTeamPerDay', t`Matches per team per day`, 'number')}
            {input('seed', t`Seed`, 'text', t`The same seed gives the same plan`)}
          </div>
          <Rows words={slotWords} items={slots} blank={BLANK_SLOT} onChange={setSlots}>
            {(bind) => (
              <>
                <Field label={t`Weekday`}>
                  <Select {...bind('weekday')}>
                    {DAYS.map((day, n) => (
                      <option key={n} value={n}>
                        {i18n._(day)}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label={t`Time`}>
                  <TextInput type="time" {...bind('time')} />
                </Field>
                <Field label={t`Ground`}>
                  <Select {...bind('ground')}>{groundOptions}</Select>
                </Field>
              </>
            )}
          </Rows>
          <Rows words={blackoutWords} items={blackouts} blank={{ teamId: '', from: '', to: '' }} onChange={setBlackouts}>
            {(bind) => (
              <>
                <Field label={t`Team`}>
                  <Select {...bind('teamId')}>
                    <option value="">{t`Choose a team`}</option>
                    {teamIds.map((teamId) => (
                      <option key={teamId} value={teamId}>
                        {nameOf(teamId)}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label={t`From`}>
                  <TextInput type="date" {...bind('from')} />
                </Field>
                <Field label={t`To`}>
                  <TextInput type="date" {...bind('to')} />
                </Field>
              </>
            )}
          </Rows>
          <fieldset className="mc-fieldset ui-cluster">
            <legend>
              <Trans>Groups</Trans>
            </legend>
            <Field label={t`Number of groups`} hint={t`1: no groups`}>
              <Select value={groups} onChange={(e) => setGroupCount(Number(e.target.value))}>
                {[1, 2, 3, 4].map((n) => (
                  <option key={n}>{n}</option>
                ))}
              </Select>
            </Field>
            {groups > 1 &&
              teamIds.map((teamId, i) => (
                <Field key={teamId} label={nameOf(teamId) ?? teamId}>
                  <Select value={groupOf(teamId, i)} onChange={(e) => setPicked({ ...picked, [teamId]: Number(e.target.value) })}>
                    {groupNames.map((name, k) => (
                      <option key={k} value={k}>
                        {name}
                      </option>
                    ))}
                  </Select>
                </Field>
              ))}
          </fieldset>
          {alert(false)}
          <div>
            <Button type="submit" loading={busy}>
              <Trans>Preview</Trans>
            </Button>
          </div>
        </form>
      )}

      {written !== null ? (
        <Notice tone="success">
          <h2 ref={result} tabIndex={-1} className="ui-section__title">
            <Trans>{written} fixtures written</Trans>
          </h2>
          <Trans>
            See them on the <Link to="/schedule">schedule</Link>.
          </Trans>
        </Notice>
      ) : (
        plan && (
          <section className="ui-stack">
            <h2 ref={result} tabIndex={-1} className="ui-section__title">
              <Trans>Plan: {count} fixtures</Trans>
            </h2>
            <Table
              caption={t`Fixtures in league time (${zone}): edit any before applying`}
              heads={[t`Match`, t`Date and time`, t`Ground`]}
              rows={rows.map((f, i) => {
                const { team1, team2 } = f;
                const match = t`${team1} v ${team2}`;
                const bind = binder(f, (next) => setPlan({ ...plan, fixtures: rows.map((x, j) => (j === i ? next : x)) }));
                return [
                  match,
                  <TextInput type="datetime-local" aria-label={t`Date and time of ${match}`} {...bind('when')} />,
                  <Select aria-label={t`Ground of ${match}`} {...bind('ground')}>
                    {groundOptions}
                  </Select>,
                ];
              })}
            />
            {plan.unplaced.length > 0 && (
              <Notice tone="info">
                <Trans>Not placed:</Trans>
                <ul>
                  {plan.unplaced.map((u) => {
                    const team1 = nameOf(u.team1Id);
                    const team2 = nameOf(u.team2Id);
                    const reason = u.reason;
                    return (
                      <li key={u.team1Id + u.team2Id}>
                        <Trans>
                          {team1} v {team2}: {reason}
                        </Trans>
                      </li>
                    );
                  })}
                </ul>
              </Notice>
            )}
            <Table
              caption={t`Fairness per team`}
              heads={[t`Team`, t`Matches`, t`Matches by time`, t`Byes`, t`Shortest rest (days)`]}
              rows={(plan.fairness as unknown as Fairness[]).map((r) => [
                r.team,
                r.matches,
                Object.entries(r.bySlotTime)
                  .map(([time, n]) => `${time}: ${n}`)
                  .join(', '),
                r.byes,
                r.minRestDays ?? '–',
              ])}
            />
            {alert(true)}
            <div>
              <Button onClick={() => send(true)} loading={busy}>
                <Trans>Apply {count} fixtures</Trans>
              </Button>
            </div>
          </section>
        )
      )}
    </div>
  );
}
