import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, messageOf, usePublicConfig } from '@league/core/client';
import { useTeams } from '@league/teams/client';
import { Button, ButtonLink, ErrorBanner, Field, Notice, PageHeader, Select, SkeletonCards, TextInput } from '@league/ui';
import { toLocalInput } from '@league/ui/format';
import { groundsQuery } from '@league/schedule/client';
import type { FixturePlanAnswer } from '../fixture-plan-contract';
import { useTournaments } from './queries';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
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

/** Rows of fields (slots, blackouts), each a group, with add and remove. */
function Rows<T>({
  name,
  items,
  blank,
  onChange,
  children,
}: {
  name: string;
  items: T[];
  blank: T;
  onChange(items: T[]): void;
  children(bind: Bind<T>): ReactNode;
}) {
  return (
    <fieldset className="mc-fieldset ui-stack">
      <legend>{name}s</legend>
      {items.map((item, i) => (
        <div key={i} role="group" aria-label={`${name} ${i + 1}`} className="ui-cluster">
          {children(binder(item, (next) => onChange(items.map((x, j) => (j === i ? next : x)))))}
          <Button size="sm" variant="ghost" onClick={() => onChange(items.filter((_, j) => j !== i))} aria-label={`Remove ${name} ${i + 1}`}>
            Remove
          </Button>
        </div>
      ))}
      <Button size="sm" variant="secondary" onClick={() => onChange([...items, blank])}>
        Add {name}
      </Button>
    </fieldset>
  );
}

/** Admin `/admin/tournaments/:id/fixtures` (part 3 spec 4): preview a round robin, edit it, apply it. */
/** A new slot row (every slot may be removed; "Add Slot" starts from this). */
const BLANK_SLOT = { weekday: '6', time: '07:00', ground: '' };

export function FixturePlanPage() {
  const { id = '' } = useParams();
  const tournaments = useTournaments();
  const tournament = tournaments.data?.find((t) => t.id === id);
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

  if (!tournament) return tournaments.isPending ? <SkeletonCards count={2} /> : <ErrorBanner message={messageOf(tournaments.error, 'Tournament not found')} />;
  const rows = plan?.fixtures ?? [];
  const teamIds = tournament.teamIds ?? [];
  const nameOf = (teamId: string) => teams.data?.find((t) => t._id === teamId)?.name;
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
      <option value="">Choose a ground</option>
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
      setFailure([messageOf(error, 'Something went wrong.'), apply]);
    }
    setBusy(false);
  }
  const alert = (apply: boolean) => failure?.[1] === apply && <Notice tone="error">{failure[0]}</Notice>;

  return (
    <div className="ui-page ui-container ui-stack ui-stack--xl">
      <PageHeader
        title={`Generate fixtures: ${tournament.name}`}
        actions={
          <ButtonLink to="/admin/grounds" variant="secondary">
            Grounds
          </ButtonLink>
        }
      />
      {teamIds.length < 2 ? (
        <Notice tone="info">
          A round robin needs at least two teams. Choose this tournament's teams on its form in <Link to="/admin/tournaments">Tournaments</Link>.
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
            {input('startDate', 'Start date', 'date')}
            {input('endDate', 'End date', 'date')}
            <Field label="Rounds">
              <Select {...bind('rounds')}>
                <option value="1">Single round robin</option>
                <option value="2">Double round robin</option>
              </Select>
            </Field>
            {input('maxPerTeamPerDay', 'Matches per team per day', 'number')}
            {input('seed', 'Seed', 'text', 'The same seed gives the same plan')}
          </div>
          <Rows name="Slot" items={slots} blank={BLANK_SLOT} onChange={setSlots}>
            {(bind) => (
              <>
                <Field label="Weekday">
                  <Select {...bind('weekday')}>
                    {DAYS.map((day, n) => (
                      <option key={n} value={n}>
                        {day}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label="Time">
                  <TextInput type="time" {...bind('time')} />
                </Field>
                <Field label="Ground">
                  <Select {...bind('ground')}>{groundOptions}</Select>
                </Field>
              </>
            )}
          </Rows>
          <Rows name="Blackout" items={blackouts} blank={{ teamId: '', from: '', to: '' }} onChange={setBlackouts}>
            {(bind) => (
              <>
                <Field label="Team">
                  <Select {...bind('teamId')}>
                    <option value="">Choose a team</option>
                    {teamIds.map((t) => (
                      <option key={t} value={t}>
                        {nameOf(t)}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label="From">
                  <TextInput type="date" {...bind('from')} />
                </Field>
                <Field label="To">
                  <TextInput type="date" {...bind('to')} />
                </Field>
              </>
            )}
          </Rows>
          <fieldset className="mc-fieldset ui-cluster">
            <legend>Groups</legend>
            <Field label="Number of groups" hint="1: no groups">
              <Select value={groups} onChange={(e) => setGroupCount(Number(e.target.value))}>
                {[1, 2, 3, 4].map((n) => (
                  <option key={n}>{n}</option>
                ))}
              </Select>
            </Field>
            {groups > 1 &&
              teamIds.map((t, i) => (
                <Field key={t} label={nameOf(t) ?? t}>
                  <Select value={groupOf(t, i)} onChange={(e) => setPicked({ ...picked, [t]: Number(e.target.value) })}>
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
              Preview
            </Button>
          </div>
        </form>
      )}

      {written !== null ? (
        <Notice tone="success">
          <h2 ref={result} tabIndex={-1} className="ui-section__title">
            {written} fixtures written
          </h2>
          See them on the <Link to="/schedule">schedule</Link>.
        </Notice>
      ) : (
        plan && (
          <section className="ui-stack">
            <h2 ref={result} tabIndex={-1} className="ui-section__title">
              Plan: {rows.length} fixtures
            </h2>
            <Table
              caption={`Fixtures in league time (${zone}): edit any before applying`}
              heads={['Match', 'Date and time', 'Ground']}
              rows={rows.map((f, i) => {
                const match = `${f.team1} v ${f.team2}`;
                const bind = binder(f, (next) => setPlan({ ...plan, fixtures: rows.map((x, j) => (j === i ? next : x)) }));
                return [
                  match,
                  <TextInput type="datetime-local" aria-label={`Date and time of ${match}`} {...bind('when')} />,
                  <Select aria-label={`Ground of ${match}`} {...bind('ground')}>
                    {groundOptions}
                  </Select>,
                ];
              })}
            />
            {plan.unplaced.length > 0 && (
              <Notice tone="info">
                Not placed:
                <ul>
                  {plan.unplaced.map((u) => (
                    <li key={u.team1Id + u.team2Id}>
                      {nameOf(u.team1Id)} v {nameOf(u.team2Id)}: {u.reason}
                    </li>
                  ))}
                </ul>
              </Notice>
            )}
            <Table
              caption="Fairness per team"
              heads={['Team', 'Matches', 'Matches by time', 'Byes', 'Shortest rest (days)']}
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
                Apply {rows.length} fixtures
              </Button>
            </div>
          </section>
        )
      )}
    </div>
  );
}
