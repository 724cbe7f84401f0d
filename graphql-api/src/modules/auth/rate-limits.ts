import type { EntityManager } from '@mikro-orm/postgresql';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../common/errors';

/**
 * Rate limits on sign-in and password-reset requests, counted in PostgreSQL (the rate_limits
 * table) so that every server on the database shares them. rate-limiter-flexible keeps the
 * counters: one atomic upsert per attempt, a fixed window per key.
 *
 * Sign-in counts failures (a point is taken before the password is checked, so parallel
 * attempts cannot slip past the limit, and handed back when it is right): per client address,
 * and per username from one address. The latter stops one address one failure before the
 * Security settings' lockout would lock the account, so nobody locks another's account from one
 * address; the lockout still stops guessing spread over many addresses.
 */
const MINUTE = 60;
export const RATE_LIMITS = {
  signInFailuresPerAddress: { points: 20, duration: 15 * MINUTE },
  /** Points: one less than the Security settings' max login attempts (at least 1). */
  signInFailuresPerUsernameAndAddress: { duration: 15 * MINUTE },
  resetRequestsPerAccount: { points: 3, duration: 60 * MINUTE },
  resetRequestsPerAddress: { points: 10, duration: 60 * MINUTE },
};

function limiter(em: EntityManager, keyPrefix: string, points: number, duration: number) {
  return new RateLimiterPostgres({
    storeClient: em.getConnection().getKnex(),
    storeType: 'knex',
    tableName: 'rate_limits',
    // Created by a migration; expired rows are purged by housekeeping (purgeExpiredRateLimits).
    tableCreated: true,
    clearExpiredByTimeout: false,
    keyPrefix,
    points,
    duration,
  });
}

const inMinutes = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** Takes a point, or throws 429 (Retry-After: the rest of the window) with `refusal`'s message. */
async function take(limit: RateLimiterPostgres, key: string, refusal: (wait: string) => string): Promise<void> {
  try {
    await limit.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    throw tooManyRequests(refusal(inMinutes(error.msBeforeNext)), error.msBeforeNext / 1000);
  }
}

/** A username as a key: case-insensitive like sign-in, and bounded (the key column is 255 long). */
const nameKey = (username: string) => username.trim().toLowerCase().slice(0, 100);

/**
 * Before a sign-in is checked: throws 429 when the address, or this username from the address,
 * has failed too often. Call `succeeded()` when the password was right.
 */
export async function limitSignIn(em: EntityManager, ip: string, username: string, maxLoginAttempts: number) {
  const { signInFailuresPerAddress: perAddress, signInFailuresPerUsernameAndAddress: perName } = RATE_LIMITS;
  const byAddress = limiter(em, 'signin_address', perAddress.points, perAddress.duration);
  const byName = limiter(em, 'signin_name', Math.max(1, maxLoginAttempts - 1), perName.duration);
  const nameAtAddress = `${nameKey(username)}@${ip}`;
  // The username first: attempts it refuses do not use up the address's allowance for others.
  await take(byName, nameAtAddress, (wait) => `Too many failed sign-ins for this account. Try again in ${wait}.`);
  await take(byAddress, ip, (wait) => `Too many failed sign-ins from your network address. Try again in ${wait}.`);
  return {
    async succeeded() {
      await Promise.all([byAddress.reward(ip, 1), byName.delete(nameAtAddress)]);
    },
  };
}

/** Before a reset mail is queued: throws 429 when the address asked too often. */
export async function limitResetRequestsByAddress(em: EntityManager, ip: string): Promise<void> {
  const { points, duration } = RATE_LIMITS.resetRequestsPerAddress;
  await take(limiter(em, 'reset_address', points, duration), ip, (wait) => `Too many password reset requests from your network address. Try again in ${wait}.`);
}

/**
 * ...and when this account was asked for too often. `account` is the user's id, or what was typed
 * when no account matches: both are counted alike, so the answer does not tell whether one exists.
 */
export async function limitResetRequestsByAccount(em: EntityManager, account: number | string): Promise<void> {
  const { points, duration } = RATE_LIMITS.resetRequestsPerAccount;
  const key = typeof account === 'number' ? `user:${account}` : `login:${nameKey(account)}`;
  await take(limiter(em, 'reset_account', points, duration), key, (wait) => `Too many password reset requests for this account. Try again in ${wait}.`);
}

/** Housekeeping: counters whose window ended an hour ago go (what the library's own timer would do). */
export async function purgeExpiredRateLimits(em: EntityManager): Promise<void> {
  await em.getConnection().execute('delete from rate_limits where expire < ?', [Date.now() - 3_600_000]);
}
