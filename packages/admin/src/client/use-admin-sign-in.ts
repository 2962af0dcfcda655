/**
 * The admin sign-in state machine of spec 4: idle → submitting (a second attempt is
 * ignored) → signed in (session saved, off to /admin/dashboard) or an error message (spec 8).
 */
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError, messageOf, useSession } from '@league/core/client';
import { useLocalePath } from '@league/ui/i18n';
import { useLingui } from '@league/ui/i18n/macro';
import type { LoginResponse } from '../contract';
import { signInCalls } from './queries';

export type SignInMethod = 'google' | 'link' | 'password';

interface Messages {
  /** When the server gives no message. */
  fallback: string;
  /** Replaces any 401 answer (spec 8: Google's 401 reads as a configuration error). */
  unauthorized?: string;
}

export function useAdminSignIn() {
  const { t } = useLingui();
  const to = useLocalePath();
  const session = useSession();
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [busy, setBusy] = useState<SignInMethod | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(
    async (method: SignInMethod, call: () => Promise<LoginResponse>) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(method);
      setError(null);
      // Spec 8's texts (constants' adminMessages), in the page's language.
      const { fallback, unauthorized }: Messages =
        method === 'google'
          ? { fallback: t`Google login failed. Please try again.`, unauthorized: t`OAuth configuration error. Please contact the administrator.` }
          : { fallback: t`Sign-in failed. Please try again.` };
      try {
        const answer = await call();
        if (!answer?.success || !answer.token) {
          setError(answer?.message || fallback);
          return;
        }
        // Spec 3: the stored user's role defaults to admin when the server sends no user.
        session.login(answer.user ?? { role: 'admin' }, answer.token);
        // A scorer's account opens the matches to score (decisions.md 6).
        navigate(to(answer.user?.role === 'scorer' ? '/score' : '/admin/dashboard'), { replace: true });
      } catch (caught) {
        setError(caught instanceof ApiError && caught.status === 401 && unauthorized ? unauthorized : messageOf(caught, fallback));
      } finally {
        inFlight.current = false;
        setBusy(null);
      }
    },
    [session, navigate, t, to],
  );

  return {
    busy,
    error,
    setError,
    withGoogle: (credential: string) => run('google', () => signInCalls.google(credential)),
    withLink: (code: string) => run('link', () => signInCalls.link(code)),
    withPassword: (email: string, password: string) => run('password', () => signInCalls.password(email, password)),
    googleWidgetFailed: () => setError(t`Google login failed. Please check OAuth configuration.`),
  };
}
