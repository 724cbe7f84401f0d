/**
 * The portal's outage signal. Any request that the server answers with the code MAINTENANCE
 * (DECISIONS.md 3, "Maintenance") or DATABASE_UNAVAILABLE (issue 19: the database is away) — a
 * 503 over REST, extensions.code over GraphQL — reports it here, and the session shows one calm
 * screen wherever the user is until requests succeed again. A DOM event, so every copy of this
 * module (a remote's lazy chunk may carry its own) reaches the one session.
 */
export const MAINTENANCE_CODE = 'MAINTENANCE';
export const DATABASE_UNAVAILABLE_CODE = 'DATABASE_UNAVAILABLE';
const EVENT = 'portal:outage';

/** Why the portal cannot serve: maintenance mode, or the database is unreachable. */
export type Outage = 'maintenance' | 'database';

/** The outage an error code names, if any. */
export function outageOfCode(code: unknown): Outage | null {
  if (code === MAINTENANCE_CODE) return 'maintenance';
  if (code === DATABASE_UNAVAILABLE_CODE) return 'database';
  return null;
}

export function reportOutage(outage: Outage): void {
  window.dispatchEvent(new CustomEvent<Outage>(EVENT, { detail: outage }));
}

/** Calls `listener` each time a request meets an outage; returns the unsubscribe function. */
export function onOutage(listener: (outage: Outage) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<Outage>).detail);
  window.addEventListener(EVENT, handle);
  return () => window.removeEventListener(EVENT, handle);
}

/** The outage a REST answer's 503 body names (GraphQL's 503s carry the code in `errors`). */
export function outageOfBody(status: number, body: string): Outage | null {
  if (status !== 503) return null;
  try {
    const parsed = JSON.parse(body) as {
      code?: string;
      errors?: { extensions?: { code?: string } }[];
    };
    return outageOfCode(parsed.code ?? parsed.errors?.[0]?.extensions?.code);
  } catch {
    return null;
  }
}
