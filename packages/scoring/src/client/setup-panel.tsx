/** Before the first ball: the toss, then each side's eleven from its squad (plus anyone added by name). */
import { useState, type FormEvent } from 'react';
import { Button, Field, TextInput } from '@league/ui';

export function TossPanel({ teams, onToss }: { teams: [string, string]; onToss: (event: Record<string, unknown>) => void }) {
  const [winner, setWinner] = useState(teams[0]);
  const [decision, setDecision] = useState<'bat' | 'field'>('bat');
  return (
    <section className="sc-panel" aria-labelledby="sc-toss">
      <h2 id="sc-toss">Toss</h2>
      <fieldset className="sc-choices">
        <legend>Won the toss</legend>
        {teams.map((team) => (
          <label key={team} className="sc-choice">
            <input type="radio" name="toss-winner" checked={winner === team} onChange={() => setWinner(team)} /> {team}
          </label>
        ))}
      </fieldset>
      <fieldset className="sc-choices">
        <legend>Chose to</legend>
        {(['bat', 'field'] as const).map((d) => (
          <label key={d} className="sc-choice">
            <input type="radio" name="toss-decision" checked={decision === d} onChange={() => setDecision(d)} /> {d === 'bat' ? 'Bat' : 'Field'}
          </label>
        ))}
      </fieldset>
      <Button size="lg" block onClick={() => onToss({ type: 'toss', winner, decision })}>
        Save toss
      </Button>
    </section>
  );
}

export function LineupPanel({ team, squad, max, onSave }: { team: string; squad: string[]; max: number; onSave: (event: Record<string, unknown>) => void }) {
  const [names, setNames] = useState(squad);
  const [chosen, setChosen] = useState(() => new Set(squad.slice(0, max)));
  const [extra, setExtra] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = (e: FormEvent) => {
    e.preventDefault();
    const name = extra.trim().replace(/\s+/g, ' ');
    if (!name) return setError('Type the player’s name');
    if (names.some((n) => n.toLowerCase() === name.toLowerCase())) return setError(`${name} is already in the list`);
    setNames([...names, name]);
    setChosen(new Set([...chosen, name]));
    setExtra('');
    setError(null);
  };
  const players = names.filter((n) => chosen.has(n));
  return (
    <section className="sc-panel" aria-labelledby={`sc-lineup-${team}`}>
      <h2 id={`sc-lineup-${team}`}>
        {team}: playing {players.length}
      </h2>
      {names.length === 0 && <p className="sc-muted">No squad on record for {team}. Add the players by name.</p>}
      <ul className="sc-lineup">
        {names.map((name) => (
          <li key={name}>
            <label className="sc-choice">
              <input
                type="checkbox"
                checked={chosen.has(name)}
                onChange={(e) => {
                  const next = new Set(chosen);
                  if (e.target.checked) next.add(name);
                  else next.delete(name);
                  setChosen(next);
                }}
              />{' '}
              {name}
            </label>
          </li>
        ))}
      </ul>
      <form className="sc-add" onSubmit={add}>
        <Field label="Add a player not in the squad" error={error ?? undefined}>
          <TextInput value={extra} onChange={(e) => setExtra(e.target.value)} autoComplete="off" />
        </Field>
        <Button type="submit" variant="secondary">
          Add
        </Button>
      </form>
      <Button size="lg" block disabled={players.length < 2 || players.length > max} onClick={() => onSave({ type: 'lineups', team, players })}>
        Save {team}’s team
      </Button>
      {players.length > max && <p className="sc-muted">At most {max} players.</p>}
    </section>
  );
}
