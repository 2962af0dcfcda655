import { useEffect, useId, useState, type ReactNode } from 'react';
import { Field, Select, Tabs, TabPanel } from '@league/ui';
import { useLingui } from '@league/ui/i18n/macro';
import { currentSeason, seasonsOf, tournamentsOf } from '../season';
import type { Tournament } from './types';

export interface SeasonTabsProps {
  tournaments: Tournament[];
  /** Accessible name of the tab list ("Tournaments"). */
  label: string;
  /** Extra choice after the tournaments (the stats screen's "Career"). */
  extraTab?: { id: string; label: string };
  children: (selected: string) => ReactNode;
}

/**
 * One tab per tournament of the chosen season; earlier seasons in a selector (spec 5).
 * Remembers the tab when the list refreshes, falls back to the first when it disappears.
 */
export function SeasonTabs({ tournaments, label, extraTab, children }: SeasonTabsProps) {
  const { t } = useLingui();
  const idBase = `season-${useId().replace(/:/g, '')}`;
  const seasons = seasonsOf(tournaments);
  const [season, setSeason] = useState(() => currentSeason(tournaments));
  const inSeason = tournamentsOf(tournaments, season);
  const tabs = [...inSeason.map((x) => ({ id: x.id, label: x.section ?? x.name })), ...(extraTab ? [extraTab] : [])];
  const [picked, setPicked] = useState<string | undefined>(tabs[0]?.id);
  const selected = tabs.some((x) => x.id === picked) ? picked! : tabs[0]?.id;

  useEffect(() => {
    if (!season || !seasons.includes(season)) setSeason(currentSeason(tournaments));
  }, [season, seasons, tournaments]);

  return (
    <div className="ui-stack">
      <div className="mc-toolbar">
        {tabs.length > 0 && <Tabs tabs={tabs} value={selected ?? ''} onChange={setPicked} label={label} idBase={idBase} />}
        {seasons.length > 1 && (
          <Field label={t`Season`} className="mc-season">
            <Select value={season} onChange={(e) => setSeason(e.target.value)}>
              {seasons.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          </Field>
        )}
      </div>
      {selected && (
        <TabPanel idBase={idBase} tabId={selected} className="mc-panel">
          {children(selected)}
        </TabPanel>
      )}
    </div>
  );
}
