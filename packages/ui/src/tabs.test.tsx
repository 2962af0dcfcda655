import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabPanel, Tabs } from './tabs';

const SECTIONS = [
  { id: 'GICPL-OG', label: 'GICPL-OG' },
  { id: 'GICPL-H', label: 'GICPL-H' },
  { id: 'ALL', label: 'All' },
];

function Harness() {
  const [value, setValue] = useState('GICPL-OG');
  return (
    <>
      <Tabs tabs={SECTIONS} value={value} onChange={setValue} label="Sections" idBase="sections" />
      <TabPanel idBase="sections" tabId={value}>
        Showing {value}
      </TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('is a labelled tablist with one selected, tabbable tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs).toHaveLength(3);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[0]).toHaveAttribute('tabindex', '0');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'GICPL-OG' })).toHaveTextContent('Showing GICPL-OG');
  });

  it('moves focus and selection with arrow keys, wrapping, and Home/End', async () => {
    render(<Harness />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'GICPL-OG' })).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    const h = screen.getByRole('tab', { name: 'GICPL-H' });
    expect(h).toHaveFocus();
    expect(h).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing GICPL-H');

    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'GICPL-OG' })).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'GICPL-OG' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
  });

  it('selects on click and points only the selected tab at the panel', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'GICPL-H' }));
    expect(screen.getByRole('tab', { name: 'GICPL-H' })).toHaveAttribute('aria-controls', 'sections-panel-GICPL-H');
    expect(screen.getByRole('tab', { name: 'GICPL-OG' })).not.toHaveAttribute('aria-controls');
  });
});
