/**
 * Session state for the whole app (spec 3/4): login stores user and token, logout clears
 * them and goes to /login. Screens read `useSession()`; route guards use `isAdmin`.
 * The token is the session: a user kept without one (the Teams screen's "Clear Token",
 * another tab signing out) is signed out everywhere at once, header and forms alike.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clearSession, onVisitorViewEnd, readToken, readUser, rendersAsVisitor, writeSession, type StoredUser } from './storage';

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
  // A prerendered page's first render is a visitor's (see renderAsVisitor): signed out.
  const [user, setUser] = useState<StoredUser | null>(() => (rendersAsVisitor() ? null : readSignedIn().user));
  const [token, setToken] = useState<string | null>(() => (rendersAsVisitor() ? null : readToken()));

  // Another tab signing in or out, or a screen changing the stored token, changes this one
  // too; so does the end of a prerendered page's first render.
  useEffect(() => {
    const read = () => {
      const now = readSignedIn();
      setUser(now.user);
      setToken(now.token);
    };
    const sync = (event: StorageEvent) => {
      if (event.key === 'user' || event.key === 'token' || event.key === null) read();
    };
    window.addEventListener('storage', sync);
    const stop = onVisitorViewEnd(read);
    return () => {
      window.removeEventListener('storage', sync);
      stop();
    };
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

  const value = useMemo<Session>(() => ({ user, token, isAdmin: user?.role === 'admin', login, logout }), [user, token, login, logout]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
