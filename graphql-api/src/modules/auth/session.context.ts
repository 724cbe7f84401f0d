import type { Session } from './session.entity';

declare module '../../common/context' {
  interface Ctx {
    /** The signed-in session of the request (null with an API token or none). */
    session: Session | null;
  }
}
