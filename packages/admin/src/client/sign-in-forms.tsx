/** The login screen's secondary ways in: a one-time link code, and a password when enabled. */
import { useId, useState, type FormEvent } from 'react';
import { Button, Field, TextInput } from '@league/ui';

/** Accepts the bare code or the whole link (`…/login?code=…`), since people paste either. */
export function codeFrom(input: string): string {
  const value = input.trim();
  try {
    return new URL(value).searchParams.get('code') ?? value;
  } catch {
    return value;
  }
}

interface FormProps {
  busy: boolean;
  /** Another sign-in is running: the button stays, but a second attempt is not started. */
  disabled: boolean;
}

export function LinkCodeForm({ busy, disabled, onCode }: FormProps & { onCode(code: string): void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = codeFrom(value);
    if (!code) {
      setError('Paste the code or link you were given.');
      return;
    }
    setError(null);
    onCode(code);
  };
  return (
    <form className="ui-stack ui-stack--sm" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-auth__subtitle">
        Sign in with a one-time link
      </h2>
      <Field
        label="Sign-in code or link"
        error={error}
        hint="An admin can send you one, or run pnpm admin:link your@email on the server. Links work once, for 15 minutes."
      >
        <TextInput value={value} onChange={(e) => setValue(e.target.value)} autoComplete="one-time-code" spellCheck={false} />
      </Field>
      <Button type="submit" variant="secondary" block loading={busy} loadingText="Signing in…" aria-disabled={disabled || undefined}>
        Sign in with code
      </Button>
    </form>
  );
}

export function PasswordForm({ busy, disabled, onSubmit }: FormProps & { onSubmit(email: string, password: string): void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Enter your email and password.');
      return;
    }
    setError(null);
    onSubmit(email.trim(), password);
  };
  return (
    <form className="ui-stack ui-stack--sm" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-auth__subtitle">
        Sign in with a password
      </h2>
      <Field label="Email" required>
        <TextInput type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="username" />
      </Field>
      <Field label="Password" required error={error}>
        <TextInput type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
      </Field>
      <Button type="submit" variant="secondary" block loading={busy} loadingText="Signing in…" aria-disabled={disabled || undefined}>
        Sign in
      </Button>
    </form>
  );
}
