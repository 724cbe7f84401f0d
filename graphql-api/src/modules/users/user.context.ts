import type { User } from './user.entity';

declare module '../../common/context' {
  interface Ctx {
    /** Who acts: null for a visitor not signed in. */
    user: User | null;
  }
}
