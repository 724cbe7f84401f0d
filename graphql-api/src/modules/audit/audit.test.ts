import { startTestPortal, type ApiClient, type TestPortal } from '../../../test/utils';
import { purgeExpiredAuditLogs } from './audit.service';

let portal: TestPortal;
let admin: ApiClient;
const sql = (query: string, params: unknown[] = []) =>
  portal.orm.em.fork().getConnection().execute(query, params);

/** Writes a log entry directly, `daysAgo` days in the past. */
const addLog = (
  level: string,
  source: string,
  message: string,
  daysAgo = 0,
  action = 'test.entry',
) =>
  sql(
    `insert into audit_log (at, actor_name, action, entity, level, source, message)
     values (now() - make_interval(secs => ?), 'tester', ?, 'test', ?, ?, ?)`,
    [daysAgo * 86_400, action, level, source, message],
  );

const LIST = `query($level: String, $source: String, $search: String, $from: String, $to: String, $first: Int, $after: String) {
  auditLogs(level: $level, source: $source, search: $search, from: $from, to: $to, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { id at level source action actorName message entity entityId before after }
  }
}`;
const list = async (variables: Record<string, unknown> = {}) => {
  const res = await admin.gql(LIST, variables);
  expect(res.errors).toBeUndefined();
  return res.data.auditLogs;
};

beforeAll(async () => {
  portal = await startTestPortal();
  admin = await portal.signIn('admin');
  await addLog('debug', 'probe', 'probe debug line', 0.5);
  await addLog('info', 'probe', 'probe info line', 0.4);
  await addLog('warning', 'probe', 'probe warning line', 0.3);
  await addLog('error', 'probe', 'probe error line', 0.2, 'probe.failed');
});
afterAll(() => portal?.close());

describe('System Logs list', () => {
  it('lists newest first with the records of real writes (actor, before and after)', async () => {
    await admin.put('/api/settings/general', { phone: '+44 20 0000' });
    const { nodes } = await list({ first: 5 });
    expect(nodes[0]).toMatchObject({
      action: 'settings.update',
      source: 'settings',
      actorName: 'admin',
      entity: 'settings',
      entityId: 'general',
    });
    expect(nodes[0].after.phone).toBe('+44 20 0000');
    expect(nodes[0].before.phone).toBe('');
    const times = nodes.map((n: { at: string }) => new Date(n.at).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('filters by minimum level, by default the logs settings level', async () => {
    const levels = async (variables: Record<string, unknown>) =>
      (await list({ source: 'probe', ...variables })).nodes.map((n: { level: string }) => n.level);
    expect(await levels({})).toEqual(['error', 'warning', 'info']);
    expect(await levels({ level: 'debug' })).toEqual(['error', 'warning', 'info', 'debug']);
    expect(await levels({ level: 'warning' })).toEqual(['error', 'warning']);
    expect(await levels({ level: 'error' })).toEqual(['error']);
    await admin.put('/api/settings/logs', { logLevel: 'warning' });
    try {
      expect(await levels({})).toEqual(['error', 'warning']);
    } finally {
      await admin.put('/api/settings/logs', { logLevel: 'info' });
    }
    const bad = await admin.gql(LIST, { level: 'verbose' });
    expect(bad.errors?.[0].message).toBe('Log level must be debug, info, warning or error');
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('searches message, action and actor, and filters by time', async () => {
    expect(
      (await list({ search: 'WARNING LINE' })).nodes.map((n: { message: string }) => n.message),
    ).toEqual(['probe warning line']);
    expect((await list({ search: 'probe.failed' })).totalCount).toBe(1);
    expect((await list({ search: 'tester', level: 'debug' })).totalCount).toBe(4);
    const from = new Date(Date.now() - 0.35 * 86_400_000).toISOString();
    const to = new Date(Date.now() - 0.25 * 86_400_000).toISOString();
    const ranged = await list({ source: 'probe', level: 'debug', from, to });
    expect(ranged.nodes.map((n: { message: string }) => n.message)).toEqual(['probe warning line']);
    expect((await admin.gql(LIST, { from: 'yesterday' })).errors?.[0].message).toBe(
      'From must be an ISO date',
    );
  });

  it('pages with first and after, with the total over all pages', async () => {
    const page1 = await list({ source: 'probe', level: 'debug', first: 3 });
    expect(page1.totalCount).toBe(4);
    expect(page1.nodes).toHaveLength(3);
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const page2 = await list({
      source: 'probe',
      level: 'debug',
      first: 3,
      after: page1.pageInfo.endCursor,
    });
    expect(page2.nodes.map((n: { message: string }) => n.message)).toEqual(['probe debug line']);
    expect(page2.pageInfo.hasNextPage).toBe(false);
    expect((await admin.gql(LIST, { after: 'garbage' })).errors?.[0].extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await admin.gql(LIST, { first: 500 })).errors?.[0].message).toBe(
      'First must be between 1 and 200',
    );
  });

  it('lists the distinct sources', async () => {
    const res = await admin.gql('{ auditSources }');
    expect(res.data.auditSources).toEqual(expect.arrayContaining(['auth', 'probe', 'settings']));
    expect(new Set(res.data.auditSources).size).toBe(res.data.auditSources.length);
  });
});

describe('CSV download', () => {
  it('exports the filtered log as an attachment', async () => {
    const res = await admin.get('/api/audit-log.csv?source=probe&level=warning');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="audit-log-.*\.csv"$/,
    );
    const lines = res.text.trim().split('\n');
    expect(lines[0]).toBe('Time,Level,Source,Action,Actor,Message,Entity,Entity id');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/,error,probe,probe\.failed,tester,probe error line,test,$/);
  });

  it('refuses bad filters with 400', async () => {
    expect((await admin.get('/api/audit-log.csv?level=loud')).status).toBe(400);
  });
});

describe('retention', () => {
  it('purgeExpiredAuditLogs deletes entries older than logRetentionDays', async () => {
    await addLog('info', 'old', 'forty days old', 40);
    await addLog('info', 'old', 'ten days old', 10);
    const deleted = await purgeExpiredAuditLogs(portal.orm.em.fork());
    expect(deleted).toBe(1);
    const left = await sql("select message from audit_log where source = 'old'");
    expect(left).toEqual([{ message: 'ten days old' }]);
  });

  it('the Apply button purges with the saved retention and is audited', async () => {
    await admin.put('/api/settings/logs', { logRetentionDays: 5 });
    const res = await admin.gql('mutation { applyLogRetention }');
    expect(res.errors).toBeUndefined();
    expect(res.data.applyLogRetention).toBe(1);
    expect(await sql("select * from audit_log where source = 'old'")).toHaveLength(0);
    const { nodes } = await list({ first: 1 });
    expect(nodes[0]).toMatchObject({ action: 'audit.purge', actorName: 'admin' });
    expect(nodes[0].message).toMatch(/1 old entry deleted/);
    await admin.put('/api/settings/logs', { logRetentionDays: 30 });
  });
});

describe('permissions', () => {
  it.each(['buyer', 'vendor'])('refuses the audit log to a %s with 403', async (username) => {
    const client = await portal.signIn(username);
    expect((await client.gql('{ auditLogs { totalCount } }')).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await client.gql('{ auditSources }')).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await client.gql('mutation { applyLogRetention }')).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
    expect((await client.get('/api/audit-log.csv')).status).toBe(403);
  });

  it('refuses the audit log when signed out with 401', async () => {
    const client = portal.client();
    expect((await client.gql('{ auditLogs { totalCount } }')).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect((await client.get('/api/audit-log.csv')).status).toBe(401);
  });
});
