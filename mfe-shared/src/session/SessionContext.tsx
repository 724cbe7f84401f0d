import { useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError, apiRequest } from '../api';
import type { Role } from '../generated/operations';
import type { SessionUserFieldsFragment } from '../generated/operations';
import { sharedContext } from '../sharedContext';
import { onOutage, outageOfBody, type Outage } from './maintenance';
import { embeddedJson } from '../embedded';

/** How often the outage screen asks whether maintenance has ended or the database is back. */
const OUTAGE_POLL_MS = 3000;

type PublicSettings = { maintenanceMode: boolean };

export type { Role };

/** The session user of SPEC.md section 3 (the SessionUserFields fragment's generated type). */
export type SessionUser = SessionUserFieldsFragment;

export type RegisterInput = {
  username: string;
  email: string;
  password: string;
  name: string;
  role: 'buyer' | 'vendor';
  company?: string;
};

type SessionValue = {
  user: SessionUser | null;
  loading: boolean;
  /** The server answered 503: the portal is in maintenance for this user, or its database is away. */
  outage: Outage | null;
  login(username: string, password: string, remember: boolean): Promise<SessionUser>;
  register(input: RegisterInput): Promise<SessionUser>;
  logout(): Promise<void>;
  refresh(): Promise<void>;
};

const SessionContext = sharedContext<SessionValue | null>('session', null);

/**
 * The session user, or null: 401 or an aborted request means no user (SPEC.md 7). The shell asks
 * with optional=true, which answers nobody signed in with a 200 null (no failed request in the
 * console, issue 22); index.html preloads this very URL.
 */
async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const res = await fetch('/api/auth/session?optional=true', { credentials: 'include', signal });
    if (res.status === 401) return null;
    // Maintenance or the database away (the 503s the session answers) show the outage screen.
    if (res.status === 503) throw new ApiError(503, await res.text(), res.statusText);
    if (!res.ok) throw new Error('Failed to fetch user session');
    return (await res.json()) as SessionUser | null;
  } catch (error) {
    if ((error as Error).name === 'AbortError') return null;
    throw error;
  }
}

/**
 * The session user the server put in the page (graphql-api/src/web.ts: a signed-in browser's
 * index.html carries it), so the first render knows who is signed in without asking; undefined
 * when the page does not carry it (signed out, an outage, a development server): then it is fetched.
 */
function embeddedSession(): SessionUser | null | undefined {
  return embeddedJson<SessionUser | null>('session-user');
}

/** The outage a failed session read met (a 503 without a known code counts as maintenance). */
function outageOfError(error: unknown): Outage | null {
  if (!(error instanceof ApiError) || error.status !== 503) return null;
  return outageOfBody(error.status, error.body) ?? 'maintenance';
}

export type SessionProviderProps = {
  children: ReactNode;
  onChange?: () => void;
  /** Who is signed in, for a page drawn on the server (it has no document to read the user from). */
  drawnFor?: SessionUser | null;
};

export function SessionProvider({ children, onChange, drawnFor }: SessionProviderProps) {
  const [embedded] = useState(() => (drawnFor !== undefined ? drawnFor : embeddedSession()));
  const [user, setUser] = useState<SessionUser | null>(embedded ?? null);
  const [loading, setLoading] = useState(embedded === undefined);
  const [outage, setOutage] = useState<Outage | null>(null);

  const refresh = useCallback(async () => {
    try {
      setUser(await fetchSession());
      setOutage(null);
    } catch (error) {
      const found = outageOfError(error);
      if (found) setOutage(found);
      // While the database is away the user is still signed in: the screen comes back as it was.
      if (found !== 'database') setUser(null);
    } finally {
      setLoading(false);
    }
  }, []);

  // Any request that meets an outage (REST or GraphQL, from any screen) shows the outage screen.
  useEffect(() => onOutage(setOutage), []);

  // While it shows, the session is read again every few seconds once the database answers (or,
  // in maintenance, once the public settings say it ended); then the page the user was on comes
  // back by itself, its widgets asking the server again.
  useEffect(() => {
    if (!outage) return;
    let stopped = false;
    const timer = window.setInterval(() => {
      if (outage === 'database') {
        void refresh();
        return;
      }
      fetch('/api/settings/public', { credentials: 'include' })
        .then((res) => (res.ok ? (res.json() as Promise<PublicSettings>) : null))
        .then((settings) => {
          if (!stopped && settings && !settings.maintenanceMode) void refresh();
        })
        .catch(() => undefined); // Unreachable for now: the next turn asks again.
    }, OUTAGE_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [outage, refresh]);

  useEffect(() => {
    if (embedded !== undefined) return;
    const controller = new AbortController();
    fetchSession(controller.signal)
      .then((found) => setUser(found))
      .catch((error) => setOutage(outageOfError(error)))
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, [embedded]);

  const value = useMemo<SessionValue>(
    () => ({
      user,
      loading,
      outage,
      refresh,
      async login(username, password, remember) {
        const signedIn = await apiRequest<SessionUser>('POST', '/api/auth/login', { username, password, remember });
        setUser(signedIn);
        onChange?.();
        return signedIn;
      },
      async register(input) {
        const created = await apiRequest<SessionUser>('POST', '/api/auth/register', input);
        setUser(created);
        onChange?.();
        return created;
      },
      async logout() {
        await apiRequest('POST', '/api/auth/logout');
        setUser(null);
        onChange?.();
      },
    }),
    [user, loading, outage, refresh, onChange],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
