/**
 * The portal's maintenance signal (DECISIONS.md 3, "Maintenance"): any request that the server
 * answers with the code MAINTENANCE (503 over REST, extensions.code over GraphQL) reports it here,
 * and the session shows the maintenance screen wherever the user is. A DOM event, so every copy
 * of this module (a remote's lazy chunk may carry its own) reaches the one session.
 */
export const MAINTENANCE_CODE = 'MAINTENANCE';
const EVENT = 'portal:maintenance';

export function reportMaintenance(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` each time a request meets maintenance; returns the unsubscribe function. */
export function onMaintenance(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}

/** True when a REST answer's body carries the MAINTENANCE code. */
export function isMaintenanceBody(status: number, body: string): boolean {
  if (status !== 503) return false;
  try {
    return (JSON.parse(body) as { code?: string }).code === MAINTENANCE_CODE;
  } catch {
    return false;
  }
}
