import type { User } from './user.entity';

declare module '../../common/context' {
  interface Ctx {
    /** Who acts: null for a visitor not signed in. */
    user: User | null;
    /** Who acts, id and role only, when known without the entity (a signed-in request); see requireActor. */
    actor?: Pick<User, 'id' | 'role'> | null;
  }
}
