/** The dashboard's filters (spec 2): Range, Role with Clear, Search with clear, Timeline style. */
import { useId } from 'react';
import { Button, Card, Field, SearchInput, Select, cx } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { RANGES, type Range } from '../contract';
import { ALL_ROLES, type Filters } from './dashboard';
import { rangeLabel, roleLabel } from './labels';

export type TimelineStyle = 'area' | 'line';

interface SegmentedProps<T extends string> {
  legend: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}

/** A radio group drawn as a segmented control: arrow keys move, the legend names it. */
function Segmented<T extends string>({ legend, value, options, onChange }: SegmentedProps<T>) {
  const name = useId();
  return (
    <fieldset className="reg-filter reg-seg">
      <legend className="reg-filter__label">{legend}</legend>
      <div className="reg-seg__options">
        {options.map((option) => (
          <label key={option.value} className={cx('reg-seg__option', option.value === value && 'is-checked')}>
            <input
              type="radio"
              className="reg-seg__input"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const styleOptions = [
  { value: 'area', label: msg`Area` },
  { value: 'line', label: msg`Line` },
] as const;

export interface FiltersBarProps {
  filters: Filters;
  roles: string[];
  style: TimelineStyle;
  onChange: (next: Partial<Filters>) => void;
  onStyleChange: (style: TimelineStyle) => void;
  /** "Showing 12 of 150 records". */
  summary: string;
}

export function FiltersBar({ filters, roles, style, onChange, onStyleChange, summary }: FiltersBarProps) {
  const { t, i18n } = useLingui();
  const roleChoices = filters.role !== ALL_ROLES && !roles.includes(filters.role) ? [...roles, filters.role] : roles;
  const rangeOptions = RANGES.map((value) => ({ value, label: rangeLabel(i18n, value) }));
  const styles = styleOptions.map((option) => ({ value: option.value, label: i18n._(option.label) }));
  return (
    <Card className="reg-filters" aria-label={t`Filters`} role="group">
      <Segmented<Range> legend={t`Range`} value={filters.range} options={rangeOptions} onChange={(range) => onChange({ range })} />
      <div className="reg-filter reg-filter--role">
        <Field label={t`Role`} className="reg-filter__field">
          <Select value={filters.role} onChange={(e) => onChange({ role: e.target.value })}>
            <option value={ALL_ROLES}>{t`All`}</option>
            {roleChoices.map((role) => (
              <option key={role} value={role}>
                {roleLabel(i18n, role)}
              </option>
            ))}
          </Select>
        </Field>
        {filters.role !== ALL_ROLES && (
          <Button variant="ghost" size="sm" className="reg-filter__clear" onClick={() => onChange({ role: ALL_ROLES })} aria-label={t`Clear role filter`}>
            <Trans>Clear</Trans>
          </Button>
        )}
      </div>
      <div className="reg-filter reg-filter--search">
        <span className="reg-filter__label" aria-hidden="true">
          <Trans>Search</Trans>
        </span>
        <SearchInput label={t`Search`} placeholder={t`name/email/phone`} value={filters.search} onChange={(search) => onChange({ search })} />
      </div>
      <Segmented<TimelineStyle> legend={t`Timeline style`} value={style} options={styles} onChange={onStyleChange} />
      <p className="reg-filters__summary ui-muted ui-text-sm" role="status">
        {summary}
      </p>
    </Card>
  );
}
