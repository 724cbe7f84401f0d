import { withAdvisoryLock } from './advisory-lock';
import type { DatabaseHandle } from './database';

const KEY = 987_650_001;
const handle = (): DatabaseHandle => ({
  clientUrl: process.env.TEST_DATABASE_URL!,
  embedded: false,
  close: async () => undefined,
});

/** Takes the lock in a job that holds it until released; resolves once the job is running. */
async function holdLock(wait: boolean, after: () => void = () => undefined) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const holding = new Promise<void>((resolve) => (started = resolve));
  const done = withAdvisoryLock(handle(), KEY, { wait }, async () => {
    started();
    await held;
    after();
  });
  await holding;
  return { release, done };
}

describe('jobs one server at a time runs (housekeeping on several servers)', () => {
  it(
    'skips the turn while another server holds the lock, and runs once it is free',
    async () => {
      const first = await holdLock(false);
      let ran = false;
      expect(
        await withAdvisoryLock(handle(), KEY, { wait: false }, async () => (ran = true)),
      ).toBe(false);
      expect(ran).toBe(false);
      first.release();
      expect(await first.done).toBe(true);
      expect(
        await withAdvisoryLock(handle(), KEY, { wait: false }, async () => (ran = true)),
      ).toBe(true);
      expect(ran).toBe(true);
    },
  );

  it(
    'with wait, queues behind the holder instead (start-up)',
    async () => {
      const order: string[] = [];
      const first = await holdLock(true, () => order.push('first'));
      const second = withAdvisoryLock(handle(), KEY, { wait: true }, async () =>
        order.push('second'),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(order).toEqual([]);
      first.release();
      expect(await Promise.all([first.done, second])).toEqual([true, true]);
      expect(order).toEqual(['first', 'second']);
    },
  );
});
