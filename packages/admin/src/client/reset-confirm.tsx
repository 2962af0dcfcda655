/**
 * Opens the emailed reset link (`/login?reset=…`): the pending password is applied only now
 * (decisions.md 2), once, and the result is shown above the sign-in options.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { messageOf } from '@league/core/client';
import { Notice } from '@league/ui';
import { adminMessages } from '../constants';
import { resetCalls } from './queries';

type State = { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

export function ResetConfirm({ token, passwordLogin }: { token: string; passwordLogin: boolean }) {
  const [state, setState] = useState<State>({ kind: 'working' });
  const started = useRef<string | null>(null);

  useEffect(() => {
    // Once per token, also under StrictMode's double effects: the link is single use.
    if (started.current === token) return;
    started.current = token;
    resetCalls.confirm(token).then(
      (answer) => setState({ kind: 'done', message: answer?.message || adminMessages.resetApplied }),
      (error) => setState({ kind: 'failed', message: messageOf(error, adminMessages.resetFailed) }),
    );
  }, [token]);

  if (state.kind === 'working') {
    return (
      <Notice tone="info" aria-busy="true">
        Confirming your new password…
      </Notice>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Notice tone="error">
        {state.message} You can ask for a new link from <Link to="/forgot-password">Reset Password</Link>.
      </Notice>
    );
  }
  return (
    <Notice tone="success">
      {state.message}
      {!passwordLogin && ' Password sign-in is turned off on this site, so keep signing in with Google or a sign-in link.'}
    </Notice>
  );
}
