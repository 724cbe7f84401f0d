import { isConnectionLoss, isDatabaseTimeout } from '../common/database-errors';
import { DatabaseHealth } from './health';

/** The fault test (test/database-faults.test.ts) runs all this against a real server; here, the rules. */
describe('database health', () => {
  it('tells a lost or unreachable database from a statement that failed', () => {
    const lost = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      new Error('COMMIT; - Connection terminated unexpectedly'),
      new Error('select 1 - Query read timeout'),
      new Error('timeout expired'),
      new Error('Client has encountered a connection error and is not queryable'),
      // knex, for the body of a transaction whose BEGIN the lost connection failed (a 500 under load before).
      new Error('Transaction query already complete, run with DEBUG=knex:tx for more info'),
    ];
    for (const error of lost) expect([error.message, isConnectionLoss(error)]).toEqual([error.message, true]);
    const statements = [
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      // Text a user wrote, inside the SQL of a failed insert, is not the driver's message.
      Object.assign(new Error("insert into messages (content) values ('Connection terminated unexpectedly, call me') - value too long"), { code: '22001' }),
      new Error('Something else'),
      null,
      undefined,
    ];
    for (const error of statements) expect(isConnectionLoss(error)).toBe(false);
    expect(isDatabaseTimeout(Object.assign(new Error('canceling statement'), { code: '57014' }))).toBe(true);
    expect(isDatabaseTimeout(Object.assign(new Error('Knex: Timeout acquiring a connection'), { name: 'KnexTimeoutError' }))).toBe(true);
    expect(isDatabaseTimeout(new Error('duplicate key'))).toBe(false);
  });

  it('goes down on a connection loss, retries its probe until it answers, and comes back up', async () => {
    let failuresLeft = 2;
    let probes = 0;
    const changes: boolean[] = [];
    let back!: () => void;
    const up = new Promise<void>((resolve) => (back = resolve));
    const health = new DatabaseHealth(
      async () => {
        probes++;
        if (failuresLeft-- > 0) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
      (isUp) => {
        changes.push(isUp);
        if (isUp) back();
      },
    );
    try {
      health.report(Object.assign(new Error('duplicate key'), { code: '23505' }));
      expect(health.available).toBe(true);
      health.report(new Error('Connection terminated unexpectedly'));
      expect(health.available).toBe(false);
      // Further losses while down start no second retry loop.
      health.report(new Error('Connection terminated unexpectedly'));
      await up;
      expect(health.available).toBe(true);
      expect(probes).toBe(3);
      expect(changes).toEqual([false, true]);
      // A connection's own 'error' event counts whatever its message.
      health.report(new Error('an error event of a connection'), true);
      expect(health.available).toBe(false);
    } finally {
      health.close();
    }
  });
});
