import { authRefreshIntervalMs, type Session, type SessionUpdate } from '@shop/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';

/** Loading while the session is fetched, authenticated when it has a customer, else unauthenticated. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

interface SessionContextValue {
  session: Session | null;
  status: AuthStatus;
  /** POST /api/session with one kind of update; the server's answer replaces the local copy. */
  update: (update: SessionUpdate) => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

async function fetchSession(init?: RequestInit): Promise<Session> {
  const response = await fetch('/api/session', { credentials: 'same-origin', ...init });
  if (!response.ok) throw new Error(`The session answered ${response.status}`);
  return sessionOf(await response.json());
}

/**
 * The session our own server answered with, which it validated against the session schema before
 * sealing it; checked here only for its one required field, so zod stays out of every page's entry.
 */
function sessionOf(body: unknown): Session {
  const candidate = body as Partial<Session> | null;
  if (typeof candidate?.fotiApiClient !== 'string' || candidate.fotiApiClient === '')
    throw new Error('The session answered without a session');
  return candidate as Session;
}

const statusOf = (session: Session | null): AuthStatus =>
  session === null ? 'loading' : session.customer ? 'authenticated' : 'unauthenticated';

/**
 * The visitor's session in the browser: starts from the copy the server rendered with, refreshes
 * every 24 hours and whenever the window becomes visible again.
 */
export function SessionProvider({
  initial,
  children,
}: {
  initial: Session | null;
  children: ReactNode;
}) {
  const [session, setSession] = useState<Session | null>(initial);

  useEffect(() => {
    const refresh = () => {
      fetchSession().then(setSession, () => undefined);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    if (initial === null) refresh();
    const timer = window.setInterval(refresh, authRefreshIntervalMs);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [initial]);

  // Updates go one after the other, so an older answer never overwrites a newer one.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const update = useCallback((change: SessionUpdate) => {
    const next = queue.current
      .catch(() => undefined)
      .then(async () => {
        setSession(
          await fetchSession({
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(change),
          }),
        );
      });
    queue.current = next;
    return next;
  }, []);

  const value = useMemo(() => ({ session, status: statusOf(session), update }), [session, update]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession needs a SessionProvider above it');
  return value;
}
