/** The login screen's secondary ways in: a one-time link code, and a password when enabled. */
import { useId, useState, type FormEvent } from 'react';
import { Button, Field, TextInput } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';

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
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = codeFrom(value);
    if (!code) {
      setError(t`Paste the code or link you were given.`);
      return;
    }
    setError(null);
    onCode(code);
  };
  return (
    <form className="ui-stack ui-stack--sm" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-auth__subtitle">
        <Trans>Sign in with a one-time link</Trans>
      </h2>
      <Field
        label={t`Sign-in code or link`}
        error={error}
        hint={t`An admin can send you one, or run pnpm admin:link your@email on the server. Links work once, for 15 minutes.`}
      >
        <TextInput value={value} onChange={(e) => setValue(e.target.value)} autoComplete="one-time-code" spellCheck={false} />
      </Field>
      <Button type="submit" variant="secondary" block loading={busy} loadingText={t`Signing in…`} aria-disabled={disabled || undefined}>
        <Trans>Sign in with code</Trans>
      </Button>
    </form>
  );
}

export function PasswordForm({ busy, disabled, onSubmit }: FormProps & { onSubmit(email: string, password: string): void }) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t`Enter your email and password.`);
      return;
    }
    setError(null);
    onSubmit(email.trim(), password);
  };
  return (
    <form className="ui-stack ui-stack--sm" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-auth__subtitle">
        <Trans>Sign in with a password</Trans>
      </h2>
      <Field label={t`Email`} required>
        <TextInput type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="username" />
      </Field>
      <Field label={t`Password`} required error={error}>
        <TextInput type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" />
      </Field>
      <Button type="submit" variant="secondary" block loading={busy} loadingText={t`Signing in…`} aria-disabled={disabled || undefined}>
        <Trans>Sign in</Trans>
      </Button>
    </form>
  );
}
