import { useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError, apiRequest } from '../api';
import { sharedContext } from '../sharedContext';
import { onMaintenance } from './maintenance';

/** How often the maintenance screen asks whether maintenance has ended. */
const MAINTENANCE_POLL_MS = 3000;

type PublicSettings = { maintenanceMode: boolean };

export type Role = 'buyer' | 'vendor' | 'admin';

/** The session user of SPEC.md section 3. */
export type SessionUser = {
  id: number;
  name: string;
  username: string;
  email: string;
  role: Role;
  company: string | null;
  avatarInitials: string | null;
};

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
  /** The server answered 503: the portal is in maintenance for this user. */
  maintenance: boolean;
  login(username: string, password: string, remember: boolean): Promise<SessionUser>;
  register(input: RegisterInput): Promise<SessionUser>;
  logout(): Promise<void>;
  refresh(): Promise<void>;
};

const SessionContext = sharedContext<SessionValue | null>('session', null);

/** GET /api/auth/session: 401 or an aborted request means no user (SPEC.md 7). */
async function fetchSession(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const res = await fetch('/api/auth/session', { credentials: 'include', signal });
    if (res.status === 401) return null;
    // Maintenance (the only 503 the session answers) shows the maintenance screen.
    if (res.status === 503) throw new ApiError(503, await res.text(), res.statusText);
    if (!res.ok) throw new Error('Failed to fetch user session');
    return (await res.json()) as SessionUser;
  } catch (error) {
    if ((error as Error).name === 'AbortError') return null;
    throw error;
  }
}

export function SessionProvider({ children, onChange }: { children: ReactNode; onChange?: () => void }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [maintenance, setMaintenance] = useState(false);

  const refresh = useCallback(async () => {
    try {
      setUser(await fetchSession());
      setMaintenance(false);
    } catch (error) {
      if (error instanceof ApiError && error.status === 503) setMaintenance(true);
      setUser(null);
    } finally {
      setLoading(false);
    }
  }, []);

  // Any request that meets maintenance (REST or GraphQL, from any screen) shows the maintenance screen.
  useEffect(() => onMaintenance(() => setMaintenance(true)), []);

  // While it shows, the public settings say when maintenance ends; then the session is read again
  // and the page the user was on comes back by itself.
  useEffect(() => {
    if (!maintenance) return;
    let stopped = false;
    const timer = window.setInterval(() => {
      fetch('/api/settings/public', { credentials: 'include' })
        .then((res) => (res.ok ? (res.json() as Promise<PublicSettings>) : null))
        .then((settings) => {
          if (!stopped && settings && !settings.maintenanceMode) void refresh();
        })
        .catch(() => undefined); // Unreachable for now: the next turn asks again.
    }, MAINTENANCE_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [maintenance, refresh]);

  useEffect(() => {
    const controller = new AbortController();
    fetchSession(controller.signal)
      .then((found) => setUser(found))
      .catch((error) => {
        if (error instanceof ApiError && error.status === 503) setMaintenance(true);
      })
      .finally(() => setLoading(false));
    return () => controller.abort();
  }, []);

  const value = useMemo<SessionValue>(
    () => ({
      user,
      loading,
      maintenance,
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
    [user, loading, maintenance, refresh, onChange],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
