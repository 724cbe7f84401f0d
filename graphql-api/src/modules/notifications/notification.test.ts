import { type ApiClient, startTestPortal, type TestPortal } from '../../../test/utils';
import { User } from '../users/user.entity';

let portal: TestPortal;
let buyer: ApiClient;
let vendor: ApiClient;
let carla: ApiClient;
const ids: Record<string, number> = {};

beforeAll(async () => {
  portal = await startTestPortal();
  for (const user of await portal.orm.em.fork().find(User, {})) ids[user.username] = user.id;
  buyer = await portal.signIn('buyer');
  vendor = await portal.signIn('vendor');
  carla = await portal.signIn('carla.chen');
});
afterAll(() => portal?.close());

const LIST =
  'query ($unreadOnly: Boolean, $first: Int) { notifications(unreadOnly: $unreadOnly, first: $first) { id kind title body link isRead createdAt } unreadNotificationCount }';

describe('notifications', () => {
  it('lists only your own, newest first, over GraphQL and REST', async () => {
    const res = await buyer.gql(LIST);
    expect(res.errors).toBeUndefined();
    const titles = res.data.notifications.map((n: { title: string }) => n.title);
    expect(titles).toEqual(['New message from Mei Lin', 'Approval required']);
    expect(res.data.unreadNotificationCount).toBe(2);
    const rest = await buyer.get('/api/notifications');
    expect(rest.status).toBe(200);
    expect(rest.body.unreadCount).toBe(2);
    expect(rest.body.notifications[0]).toMatchObject({
      kind: 'message',
      title: 'New message from Mei Lin',
      link: '/buyer/messages',
      isRead: false,
      createdAt: expect.stringMatching(/Z$/),
    });
    expect((await carla.get('/api/notifications')).body.notifications).toEqual([]);
  });

  it('answers 401 signed out', async () => {
    expect((await portal.client().get('/api/notifications')).status).toBe(401);
    expect((await portal.client().put('/api/notifications/read-all')).status).toBe(401);
    expect(
      (await portal.client().gql('{ unreadNotificationCount }')).errors?.[0].extensions?.code,
    ).toBe('UNAUTHENTICATED');
  });

  it('marks one read, only your own (another user gets 404)', async () => {
    const [first] = (await vendor.get('/api/notifications')).body.notifications;
    expect(first.isRead).toBe(false);
    expect((await buyer.put(`/api/notifications/${first.id}/read`)).status).toBe(404);
    const foreign = await buyer.gql(
      'mutation ($id: Int!) { markNotificationRead(id: $id) { id } }',
      { id: first.id },
    );
    expect(foreign.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await vendor.put('/api/notifications/999999/read')).status).toBe(404);
    const read = await vendor.put(`/api/notifications/${first.id}/read`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: first.id, isRead: true });
    const unread = await vendor.gql(LIST, { unreadOnly: true });
    expect(unread.data.notifications.some((n: { id: number }) => n.id === first.id)).toBe(false);
    expect(unread.data.unreadNotificationCount).toBe(unread.data.notifications.length);
  });

  it('is created for the receiver of a message, and read-all clears the bell', async () => {
    const before = (await carla.gql('{ unreadNotificationCount }')).data.unreadNotificationCount;
    await (
      await portal.signIn('mei.lin')
    ).post('/api/messages', { receiverId: ids['carla.chen'], content: 'Your denim is cut' });
    await (
      await portal.signIn('admin')
    ).post('/api/messages', { receiverId: ids['carla.chen'], content: 'Welcome aboard' });
    const list = await carla.gql(LIST, { first: 1 });
    expect(list.data.notifications).toHaveLength(1);
    expect(list.data.notifications[0]).toMatchObject({
      kind: 'message',
      title: 'New message from Alex Morgan',
      body: 'Welcome aboard',
      link: '/buyer/messages',
    });
    expect(list.data.unreadNotificationCount).toBe(before + 2);
    const all = await carla.gql('mutation { markAllNotificationsRead }');
    expect(all.data.markAllNotificationsRead).toBe(before + 2);
    expect((await carla.gql('{ unreadNotificationCount }')).data.unreadNotificationCount).toBe(0);
    expect((await carla.put('/api/notifications/read-all')).body).toEqual({ count: 0 });
    // Another user's bell is untouched.
    expect((await buyer.gql('{ unreadNotificationCount }')).data.unreadNotificationCount).toBe(2);
  });

  it('marks all read over REST', async () => {
    const res = await buyer.put('/api/notifications/read-all');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 2 });
    expect((await buyer.get('/api/notifications?unreadOnly=true')).body).toEqual({
      notifications: [],
      unreadCount: 0,
    });
  });
});
