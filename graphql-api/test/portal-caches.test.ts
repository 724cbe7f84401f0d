import { startTestPortal, type TestPortal } from './utils';

/**
 * The caches every request reads (sessions, settings) are made by buildApp, one per portal: tests
 * start many portals in one process, and a deployment may run several in one Node.js process too.
 */
let one: TestPortal;
let two: TestPortal;
beforeAll(async () => {
  [one, two] = await Promise.all([startTestPortal(), startTestPortal()]);
});
afterAll(() => Promise.all([one?.close(), two?.close()]));

describe('two portals in one process keep caches of their own', () => {
  it("a setting saved on one is not answered from the other's kept settings", async () => {
    const visitor = two.client();
    const before = (await visitor.get('/api/settings/public')).body.companyName;
    const admin = await one.signIn('admin');
    expect((await admin.put('/api/settings/general', { companyName: 'Portal One Ltd' })).status).toBe(200);
    expect((await one.client().get('/api/settings/public')).body.companyName).toBe('Portal One Ltd');
    // Within the two seconds the settings are kept: a shared cache would answer portal one's.
    expect((await visitor.get('/api/settings/public')).body.companyName).toBe(before);
  });

  it("a session one portal keeps is unknown to the other", async () => {
    const buyer = await one.signIn('buyer');
    expect((await buyer.get('/api/auth/session')).status).toBe(200);
    const elsewhere = two.client();
    for (const [name, value] of buyer.cookies) elsewhere.cookies.set(name, value);
    expect((await elsewhere.get('/api/auth/session')).status).toBe(401);
  });
});
