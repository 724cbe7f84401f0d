import type { Actor } from '../../common/context';
import type { Session } from './session.entity';

/**
 * The signed-in session of a request: the columns a request needs, not a managed entity (mapping
 * one on every request cost about 5% of the reads' server CPU). Its user is mapped into the
 * request's EntityManager when first asked for; `actor` (id and role) is read from the row.
 */
export type RequestSession = Pick<Session, 'id' | 'tokenHash' | 'remember' | 'expiresAt' | 'lastSeenAt' | 'user'> & {
  actor: Actor;
};

declare module '../../common/context' {
  interface Ctx {
    /** The signed-in session of the request (null with an API token or none). */
    session: RequestSession | null;
  }
}
