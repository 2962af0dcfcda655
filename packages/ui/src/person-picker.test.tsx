import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';
import { PersonPicker, sameName, type PersonChoice, type PersonOption } from './person-picker';

const RAVI = { id: 'p1', name: 'Ravi Kumar', detail: 'Lake Lions' };
const RAVI_TOO = { id: 'p2', name: 'Ravi Kumar', detail: 'Royal Strikers · in this squad' };
const RAVINA = { id: 'p3', name: 'Ravina Shah' };

function Harness({
  search,
  onChoose = () => {},
  newLabel,
}: {
  search: (q: string, signal: AbortSignal) => Promise<PersonOption[]>;
  onChoose?: (choice: PersonChoice) => void;
  newLabel?: (typed: string) => string;
}) {
  const [text, setText] = useState('');
  return (
    <PersonPicker
      label="Player name"
      value={text}
      onChange={setText}
      search={search}
      onChoose={(choice) => {
        setText(choice.name);
        onChoose(choice);
      }}
      newLabel={newLabel}
      debounceMs={80}
    />
  );
}

const finds = (...people: PersonOption[]) => vi.fn(async (_q: string, _signal: AbortSignal) => people);

describe('PersonPicker', () => {
  it('keeps its list in place while a press elsewhere is held, so the button below is not pulled from under the pointer', async () => {
    render(
      <>
        <Harness search={finds(RAVI)} />
        <button type="button">Add player</button>
      </>,
    );
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'Ravi');
    await screen.findByRole('option', { name: 'Ravi Kumar, Lake Lions' });
    const button = screen.getByRole('button', { name: 'Add player' });
    // The press begins on the button: the box loses focus, the list stays until the press is over.
    act(() => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      box.blur();
    });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      button.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    });
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
    // A blur with no press (Tab, a script) closes it at once.
    await userEvent.type(box, 'x');
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
    act(() => box.blur());
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('is a combobox that controls a listbox, closed until something is typed', () => {
    render(<Harness search={finds()} />);
    const box = screen.getByRole('combobox', { name: 'Player name' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    const list = document.getElementById(box.getAttribute('aria-controls')!);
    expect(list).toHaveAttribute('role', 'listbox');
    expect(list).not.toBeVisible();
  });

  it('searches once for what was typed after a pause, and lists each person with what tells them apart, then the new-person option last', async () => {
    const search = finds(RAVI, RAVI_TOO, RAVINA);
    render(<Harness search={search} />);
    await userEvent.type(screen.getByRole('combobox'), '  Ravi ');
    expect(await screen.findByRole('option', { name: 'Ravi Kumar, Lake Lions' })).toBeInTheDocument();
    expect(search).toHaveBeenCalledTimes(1);
    expect(search.mock.calls[0]![0]).toBe('Ravi');
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.getAttribute('aria-label') ?? o.textContent)).toEqual([
      'Ravi Kumar, Lake Lions',
      'Ravi Kumar, Royal Strikers · in this squad',
      'Ravina Shah',
      'Add “Ravi” as a new person',
    ]);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('3 people found');
  });

  it('moves through the options with the arrow keys (wrapping) and picks with Enter', async () => {
    const onChoose = vi.fn();
    render(<Harness search={finds(RAVI, RAVI_TOO)} onChoose={onChoose} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'Ravi');
    await screen.findByRole('option', { name: /Lake Lions/ });
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: /Lake Lions/ });
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Past the new-person option back to the first; then up wraps to the last.
    expect(box).toHaveAttribute('aria-activedescendant', first.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('option', { name: 'Add “Ravi” as a new person' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');

    expect(onChoose).toHaveBeenCalledWith({ name: 'Ravi Kumar', personId: 'p2', person: RAVI_TOO });
    expect(box).toHaveValue('Ravi Kumar');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('picking the last option asks for a new person of the typed name (its words can be given)', async () => {
    const onChoose = vi.fn();
    render(<Harness search={finds(RAVI)} onChoose={onChoose} newLabel={(t) => `New player: ${t}`} />);
    await userEvent.type(screen.getByRole('combobox'), 'Ravi   Verma');
    await userEvent.click(await screen.findByRole('option', { name: 'New player: Ravi Verma' }));
    expect(onChoose).toHaveBeenCalledWith({ name: 'Ravi Verma', create: true });
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it('picks with a tap, keeping the focus in the box', async () => {
    const onChoose = vi.fn();
    render(<Harness search={finds(RAVI, RAVINA)} onChoose={onChoose} />);
    await userEvent.type(screen.getByRole('combobox'), 'Rav');
    await userEvent.click(await screen.findByRole('option', { name: 'Ravina Shah' }));
    expect(onChoose).toHaveBeenCalledWith({ name: 'Ravina Shah', personId: 'p3', person: RAVINA });
    expect(screen.getByRole('combobox')).toHaveFocus();
  });

  it('Enter with no option highlighted is left to the form (it submits)', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const onChoose = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <Harness search={finds(RAVI)} onChoose={onChoose} />
      </form>,
    );
    await userEvent.type(screen.getByRole('combobox'), 'Ravi');
    await screen.findByRole('option', { name: /Lake Lions/ });
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('says it is searching, that no one matched, or why the search failed; the new-person option stays', async () => {
    let answer: (people: PersonOption[]) => void = () => {};
    let fail: (e: Error) => void = () => {};
    const search = vi.fn(
      (_q: string, _signal: AbortSignal) =>
        new Promise<PersonOption[]>((resolve, reject) => {
          answer = resolve;
          fail = reject;
        }),
    );
    render(<Harness search={search} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'Zubin');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('Zubin', expect.anything()));
    expect(screen.getByText('Searching…')).toBeVisible();
    await act(async () => answer([]));
    expect(screen.getByRole('status')).toHaveTextContent('No one on record matches “Zubin”');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Add “Zubin” as a new person']);

    await userEvent.type(box, 'X');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('ZubinX', expect.anything()));
    await act(async () => fail(new Error('No network')));
    expect(screen.getByRole('status')).toHaveTextContent('Could not search: No network');
    expect(screen.getByRole('option', { name: 'Add “ZubinX” as a new person' })).toBeInTheDocument();
  });

  it('shows only the latest search: an older answer arriving late is dropped', async () => {
    const answers: Array<(people: PersonOption[]) => void> = [];
    const search = vi.fn((_q: string, _signal: AbortSignal) => new Promise<PersonOption[]>((resolve) => answers.push(resolve)));
    render(<Harness search={search} />);
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'Ra');
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    await userEvent.type(box, 'vina');
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('Ravina', expect.anything()));
    expect(search.mock.calls[0]![1].aborted).toBe(true);
    await act(async () => answers.at(-1)!([RAVINA]));
    await act(async () => answers[0]!([RAVI]));
    expect(screen.getByRole('option', { name: 'Ravina Shah' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Ravi Kumar/ })).not.toBeInTheDocument();
  });

  it('does not search a single letter, but offers the new person', () => {
    // The search waits out a debounce: with the clock in the test's hands, "never" is checked
    // long past it, and a second letter shows that the same wait does bring a search. (Typed
    // with fireEvent: user-event and Testing Library's act wait on real timers.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const search = finds(RAVI);
      render(<Harness search={search} />);
      const box = screen.getByRole('combobox');
      fireEvent.change(box, { target: { value: 'R' } });
      expect(screen.getByRole('option', { name: 'Add “R” as a new person' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(10_000));
      expect(search).not.toHaveBeenCalled();
      fireEvent.change(box, { target: { value: 'Ra' } });
      act(() => vi.advanceTimersByTime(80));
      expect(search.mock.calls.map(([q]) => q)).toEqual(['Ra']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('Escape closes the list without closing the dialog around it, then clears the box, then closes the dialog', async () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Add player">
        <Harness search={finds(RAVI)} />
      </Modal>,
    );
    const dialog = screen.getByRole('dialog');
    const box = within(dialog).getByRole('combobox');
    await userEvent.type(box, 'Ravi');
    await within(dialog).findByRole('option', { name: /Lake Lions/ });
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Ravi');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes when focus leaves, and ArrowDown opens it again on the first option', async () => {
    render(
      <>
        <Harness search={finds(RAVI)} />
        <button type="button">Next</button>
      </>,
    );
    const box = screen.getByRole('combobox');
    await userEvent.type(box, 'Ravi');
    await screen.findByRole('option', { name: /Lake Lions/ });
    await userEvent.tab();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: /Lake Lions/ })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('sameName', () => {
  it('finds the people whose name is the typed text, in any case or spacing', () => {
    expect(sameName(' ravi   KUMAR ', [RAVI, RAVI_TOO, RAVINA])).toEqual([RAVI, RAVI_TOO]);
    expect(sameName('Ravi', [RAVI, RAVINA])).toEqual([]);
  });
});
