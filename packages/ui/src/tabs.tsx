import { useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from './cx';

export interface TabItem<T extends string = string> {
  id: T;
  label: ReactNode;
}

export interface TabsProps<T extends string = string> {
  tabs: readonly TabItem<T>[];
  /** Id of the selected tab. */
  value: T;
  onChange: (id: T) => void;
  /** Accessible name of the tab list ("Sections"). */
  label: string;
  /**
   * Prefix for element ids. Give it when you render <TabPanel idBase=...> for the selected
   * tab, so tab and panel point at each other. Only the selected tab gets aria-controls,
   * and only with idBase: pointing at a panel that is not rendered is an axe violation.
   */
  idBase?: string;
  className?: string;
}

export function tabId(idBase: string, id: string) {
  return `${idBase}-tab-${id}`;
}
export function tabPanelId(idBase: string, id: string) {
  return `${idBase}-panel-${id}`;
}

/**
 * An ARIA tablist with roving tabindex: Tab enters on the selected tab, Left/Right (and
 * Home/End) move and select, since switching here is instant (a filter, not a fetch).
 */
export function Tabs<T extends string = string>({ tabs, value, onChange, label, idBase, className }: TabsProps<T>) {
  const autoId = useId();
  const base = idBase ?? `tabs-${autoId}`;
  const listRef = useRef<HTMLDivElement>(null);

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = index === last ? 0 : index + 1;
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = index === 0 ? last : index - 1;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = last;
        break;
      default:
        return;
    }
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onChange(tab.id);
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div ref={listRef} role="tablist" aria-label={label} className={cx('ui-tabs', className)}>
      {tabs.map((tab, index) => {
        const selected = tab.id === value;
        // Keep the list reachable by Tab even if `value` matches no tab.
        const tabbable = selected || (index === 0 && !tabs.some((t) => t.id === value));
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(base, tab.id)}
            aria-selected={selected}
            aria-controls={idBase && selected ? tabPanelId(idBase, tab.id) : undefined}
            tabIndex={tabbable ? 0 : -1}
            className="ui-tabs__tab"
            onClick={() => onChange(tab.id)}
            onKeyDown={(e) => move(e, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

export interface TabPanelProps {
  /** Same idBase as the Tabs. */
  idBase: string;
  /** Id of the tab this panel belongs to (usually the selected one). */
  tabId: string;
  children?: ReactNode;
  className?: string;
}

/** The region a tab controls, labelled by its tab. */
export function TabPanel({ idBase, tabId: id, children, className }: TabPanelProps) {
  return (
    <div role="tabpanel" id={tabPanelId(idBase, id)} aria-labelledby={tabId(idBase, id)} tabIndex={0} className={className}>
      {children}
    </div>
  );
}
