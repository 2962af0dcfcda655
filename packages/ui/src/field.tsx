import { createContext, forwardRef, useContext, useId } from 'react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cx } from './cx';
import { AlertIcon } from './icons';

interface FieldContextValue {
  id: string;
  describedBy?: string;
  invalid: boolean;
  required?: boolean;
}

// Lets TextInput/TextArea/Select inside a Field pick up its id, hint/error ids and
// invalid state, so callers write <Field label="Name"><TextInput /></Field> and get
// correct label, aria-describedby and aria-invalid wiring for free.
const FieldContext = createContext<FieldContextValue | null>(null);

export interface FieldProps {
  label: ReactNode;
  /** Id of the control; generated when omitted (and given to our inputs automatically). */
  htmlFor?: string;
  hint?: ReactNode;
  /** Error text; also marks the control aria-invalid. */
  error?: ReactNode;
  /** Shows an asterisk and sets `required` on our inputs. */
  required?: boolean;
  /** Keep the label for screen readers only (compact filter bars). */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label above a control with an optional hint and error below. */
export function Field({ label, htmlFor, hint, error, required, hideLabel, className, children }: FieldProps) {
  const autoId = useId();
  const id = htmlFor ?? `field-${autoId}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldContext.Provider value={{ id, describedBy, invalid: Boolean(error), required }}>
      <div className={cx('ui-field', className)}>
        <label htmlFor={id} className={cx('ui-field__label', hideLabel && 'ui-visually-hidden')}>
          {label}
          {required && (
            <span className="ui-field__required" aria-hidden="true">
              *
            </span>
          )}
        </label>
        {children}
        {hint && (
          <p id={hintId} className="ui-field__hint">
            {hint}
          </p>
        )}
        {error && (
          <p id={errorId} className="ui-field__error">
            <AlertIcon width={14} height={14} />
            {error}
          </p>
        )}
      </div>
    </FieldContext.Provider>
  );
}

interface ControlExtras {
  /** Sets aria-invalid (red border); inside a Field with an error it is on by default. */
  invalid?: boolean;
}

// Merges the Field's wiring with what the caller passed; the caller wins on conflicts.
function useControlProps(props: {
  id?: string;
  invalid?: boolean;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: InputHTMLAttributes<HTMLInputElement>['aria-invalid'];
}) {
  const field = useContext(FieldContext);
  const invalid = props.invalid ?? field?.invalid ?? false;
  const describedBy = [field?.describedBy, props['aria-describedby']].filter(Boolean).join(' ');
  return {
    id: props.id ?? field?.id,
    required: props.required ?? field?.required,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': props['aria-invalid'] ?? (invalid ? (true as const) : undefined),
  };
}

export type TextInputProps = InputHTMLAttributes<HTMLInputElement> & ControlExtras;

/** Styled <input>; `type` defaults to "text". */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput({ invalid, className, type = 'text', ...rest }, ref) {
  const wiring = useControlProps({ ...rest, invalid });
  return <input ref={ref} type={type} className={cx('ui-input', className)} {...rest} {...wiring} />;
});

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & ControlExtras;

/** Styled <textarea>. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ invalid, className, ...rest }, ref) {
  const wiring = useControlProps({ ...rest, invalid });
  return <textarea ref={ref} className={cx('ui-textarea', className)} {...rest} {...wiring} />;
});

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> &
  ControlExtras & {
    /** Class for the wrapper that draws the chevron (width/layout tweaks). */
    wrapperClassName?: string;
  };

/** Styled native <select> (keeps the platform's accessible picker on phones). */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ invalid, className, wrapperClassName, children, ...rest }, ref) {
  const wiring = useControlProps({ ...rest, invalid });
  return (
    <span className={cx('ui-select-wrap', wrapperClassName)}>
      <select ref={ref} className={cx('ui-select', className)} {...rest} {...wiring}>
        {children}
      </select>
    </span>
  );
});
