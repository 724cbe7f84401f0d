import type { ApiToken } from './api-token.entity';

declare module '../../common/context' {
  interface Ctx {
    /** Set when the request authenticated with `Authorization: Bearer <API token>` (no cookie, no session). */
    apiToken?: ApiToken | null;
  }
}
