/**
 * Keys of PostgreSQL advisory locks: any fixed numbers, one per job one server at a time runs.
 * Taken by db/advisory-lock.ts (session locks) and by a module's own statement (transaction locks).
 */
export const LOCKS = {
  /** Migrating and seeding at start (replicas starting together take turns). */
  startup: 4_200_417,
  /** The hourly late-milestone check (a transaction-level lock, see checkLateMilestones). */
  lateMilestones: 4_200_418,
  /** A turn of the backup schedule and retention. */
  backups: 4_200_419,
} as const;
