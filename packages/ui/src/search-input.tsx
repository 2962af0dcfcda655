import { useId, useRef } from 'react';
import type { InputHTMLAttributes } from 'react';
import { cx } from './cx';
import { CloseIcon, SearchIcon } from './icons';
import { useLingui } from '@league/ui/i18n/macro';

export interface SearchInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name; visually hidden (the placeholder and icon explain the box). */
  label: string;
  placeholder?: string;
  /** Called after the clear button (or Escape) empties the box. */
  onClear?: () => void;
}

/**
 * A search box with a hidden label and a "Clear search" button shown while it has text.
 * Escape also clears it when there is text (and then does not reach an enclosing Modal).
 */
export function SearchInput({ value, onChange, label, placeholder, onClear, id, className, onKeyDown, ...rest }: SearchInputProps) {
  const { t } = useLingui();
  const autoId = useId();
  const inputId = id ?? `search-${autoId}`;
  const inputRef = useRef<HTMLInputElement>(null);

  const clear = () => {
    onChange('');
    onClear?.();
    inputRef.current?.focus();
  };

  return (
    <div className={cx('ui-search', className)}>
      <label htmlFor={inputId} className="ui-visually-hidden">
        {label}
      </label>
      <SearchIcon className="ui-search__icon" />
      <input
        ref={inputRef}
        id={inputId}
        type="search"
        className="ui-input"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          onKeyDown?.(e);
          if (e.key === 'Escape' && value !== '' && !e.defaultPrevented) {
            e.preventDefault();
            e.nativeEvent.stopImmediatePropagation();
            e.stopPropagation();
            clear();
          }
        }}
        {...rest}
      />
      {value !== '' && (
        <button type="button" className="ui-icon-btn ui-search__clear" aria-label={t`Clear search`} onClick={clear}>
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
