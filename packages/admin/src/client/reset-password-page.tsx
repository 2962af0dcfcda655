/**
 * Reset Password (spec 2/4/5/8). The server never changes the password from this form: it
 * emails a confirmation link (decisions.md 2), so success also shows the server's message.
 * The strength hint is not enforced here (spec 5); the server checks it and says why.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { messageOf } from '@league/core/client';
import { Button, ButtonLink, Card, Field, Notice, PageHeader, TextInput } from '@league/ui';
import { useLocalePath } from '@league/ui/i18n';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { resetCalls } from './queries';
import './admin-auth.css';

/** Spec 9: the reset redirect delay. */
export const RESET_REDIRECT_MS = 2500;

type FieldName = 'email' | 'phone' | 'newPassword';
const REQUIRED = {
  email: msg`Registered email is required`,
  phone: msg`Phone number is required`,
  newPassword: msg`New password is required`,
} as const;

export function ResetPasswordPage() {
  const { i18n, t } = useLingui();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<FieldName, string>>({ email: '', phone: '', newPassword: '' });
  const [missing, setMissing] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const refs = { email: useRef<HTMLInputElement>(null), phone: useRef<HTMLInputElement>(null), newPassword: useRef<HTMLInputElement>(null) };

  // Leave for /admin-auth 2.5 s after success (spec 4); leaving earlier cancels it.
  useEffect(() => {
    if (!result?.ok) return;
    const timer = setTimeout(() => navigate(to('/admin-auth')), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [result, navigate, to]);

  const set = (name: FieldName) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [name]: event.target.value }));
    if (missing[name]) setMissing((m) => ({ ...m, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const empty = (Object.keys(REQUIRED) as FieldName[]).filter((name) => !values[name].trim());
    setMissing(Object.fromEntries(empty.map((name) => [name, i18n._(REQUIRED[name])])));
    if (empty.length) {
      refs[empty[0]!].current?.focus();
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const answer = await resetCalls.request({ email: values.email.trim(), phone: values.phone.trim(), newPassword: values.newPassword });
      if (answer?.success) setResult({ ok: true, message: answer.message ?? '' });
      else setResult({ ok: false, message: answer?.message || t`❌ Something went wrong. Please try again.` });
    } catch (error) {
      setResult({ ok: false, message: messageOf(error, t`❌ Something went wrong. Please try again.`) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ui-page ui-container admin-auth">
      <PageHeader title={t`Reset Password`} subtitle={t`We send a confirmation link to your registered email. Your password changes only when you open it.`} />
      <Card className="ui-stack admin-auth__card">
        <form className="ui-stack" onSubmit={submit} noValidate aria-label={t`Reset password`}>
          <Field label={t`Registered Email`} required error={missing.email}>
            <TextInput ref={refs.email} type="email" name="email" autoComplete="email" value={values.email} onChange={set('email')} />
          </Field>
          <Field label={t`Phone Number`} required error={missing.phone}>
            <TextInput ref={refs.phone} type="text" name="phone" inputMode="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />
          </Field>
          <Field label={t`New Password`} required error={missing.newPassword} hint={t`Use 8+ chars with a mix of letters & numbers.`}>
            <TextInput
              ref={refs.newPassword}
              type="password"
              name="newPassword"
              autoComplete="new-password"
              value={values.newPassword}
              onChange={set('newPassword')}
            />
          </Field>
          <Button type="submit" block loading={busy} loadingText={t`Processing…`} disabled={result?.ok}>
            <Trans>Reset Password</Trans>
          </Button>
        </form>

        {result?.ok && (
          <Notice tone="success">
            <p>
              <Trans>✅ Password reset successfully. Redirecting to login...</Trans>
            </p>
            {result.message && <p>{result.message}</p>}
          </Notice>
        )}
        {result && !result.ok && <Notice tone="error">{result.message}</Notice>}

        <div className="ui-cluster ui-cluster--between admin-auth__links">
          <ButtonLink to={to('/admin-auth')} variant="secondary" size="sm">
            <Trans>Back to Login</Trans>
          </ButtonLink>
          <ButtonLink to={to('/')} variant="ghost" size="sm">
            <Trans>Go to Home</Trans>
          </ButtonLink>
        </div>
        <p className="admin-auth__trouble">
          <Trans>Trouble resetting? Contact admin or try again after a few minutes.</Trans>
        </p>
      </Card>
    </div>
  );
}
