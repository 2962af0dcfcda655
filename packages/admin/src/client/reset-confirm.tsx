/**
 * The emailed reset link (`/login?reset=…`). Opening it changes nothing (issue 18): the
 * person types the new password they asked for and presses the button, which proves they
 * made the request. An admin who did not ask does not know the password and just leaves.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from '@league/ui/i18n';
import { useLocalePath } from '@league/ui/i18n';
import { messageOf } from '@league/core/client';
import { Button, Field, Notice, TextInput } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { resetCalls } from './queries';

type State = { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

export function ResetConfirm({ token, passwordLogin }: { token: string; passwordLogin: boolean }) {
  const { t } = useLingui();
  const to = useLocalePath();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === 'working') return;
    if (!password) {
      setError(t`Type the new password you asked for.`);
      return;
    }
    setError(null);
    setState({ kind: 'working' });
    resetCalls.confirm(token, password).then(
      (answer) => setState({ kind: 'done', message: answer?.message || t`Your new password is now active.` }),
      (failure) => setState({ kind: 'failed', message: messageOf(failure, t`❌ Something went wrong. Please try again.`) }),
    );
  };

  if (state.kind === 'done') {
    return (
      <Notice tone="success">
        {state.message}
        {!passwordLogin && (
          <>
            {' '}
            <Trans>Password sign-in is turned off on this site, so keep signing in with Google or a sign-in link.</Trans>
          </>
        )}
      </Notice>
    );
  }
  return (
    <form className="ui-stack ui-stack--sm" onSubmit={submit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className="admin-auth__subtitle">
        <Trans>Confirm your new password</Trans>
      </h2>
      <p>
        <Trans>
          Someone asked to change this account&apos;s password. If it was you, type the new password you chose and confirm. If it was not you, leave this page:
          nothing has changed.
        </Trans>
      </p>
      {state.kind === 'failed' && (
        <Notice tone="error">
          {state.message}{' '}
          <Trans>
            You can ask for a new link from <Link to={to('/forgot-password')}>Reset Password</Link>.
          </Trans>
        </Notice>
      )}
      <Field label={t`New password you asked for`} required error={error}>
        <TextInput type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" />
      </Field>
      <Button type="submit" block loading={state.kind === 'working'} loadingText={t`Confirming…`}>
        <Trans>Confirm new password</Trans>
      </Button>
    </form>
  );
}
