/**
 * Session state for the whole app (spec 3/4): login stores user and token, logout clears
 * them and goes to /login. Screens read `useSession()`; route guards use `isAdmin`.
 * The token is the session: a user kept without one (the Teams screen's "Clear Token",
 * another tab signing out) is signed out everywhere at once, header and forms alike.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clearSession, readToken, readUser, writeSession, type StoredUser } from './storage';

export interface Session {
  user: StoredUser | null;
  token: string | null;
  /** Route-guard rule: the signed-in user's role is admin. */
  isAdmin: boolean;
  login(user: StoredUser | null | undefined, token: string): void;
  logout(): void;
}

const SessionContext = createContext<Session | null>(null);

/** The stored session; a user without a token is no session (and is dropped from storage). */
function readSignedIn(): { user: StoredUser | null; token: string | null } {
  const token = readToken();
  if (!token) {
    if (readUser()) clearSession();
    return { user: null, token: null };
  }
  return { user: readUser(), token };
}

export function SessionProvider({ children, onLogout }: { children: ReactNode; onLogout?: () => void }) {
  const [user, setUser] = useState<StoredUser | null>(() => readSignedIn().user);
  const [token, setToken] = useState<string | null>(() => readToken());

  // Another tab signing in or out, or a screen changing the stored token, changes this one too.
  useEffect(() => {
    const sync = (event: StorageEvent) => {
      if (event.key === 'user' || event.key === 'token' || event.key === null) {
        const now = readSignedIn();
        setUser(now.user);
        setToken(now.token);
      }
    };
    window.addEventListener('storage', sync);
    return () => window.removeEventListener('storage', sync);
  }, []);

  const login = useCallback((next: StoredUser | null | undefined, nextToken: string) => {
    // Spec 3: after admin login the stored user's role defaults to admin.
    const stored: StoredUser = { ...(next ?? {}), role: next?.role ?? 'admin' };
    writeSession(stored, nextToken);
    setUser(stored);
    setToken(nextToken);
  }, []);

  const logout = useCallback(() => {
    clearSession();
    setUser(null);
    setToken(null);
    onLogout?.();
  }, [onLogout]);

  const value = useMemo<Session>(
    () => ({ user, token, isAdmin: user?.role === 'admin', login, logout }),
    [user, token, login, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
