import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, roleIdOf, verificationTokenFor, verifyEmail, type RegisteredUser } from '../factories';
import { ok } from '../fixtures/http';
import { setupRestaurant, type RestaurantSetup, type StaffRole } from '../fixtures/restaurant';
import { startTestApp, unique, type TestApp } from '../harness';

/**
 * Issue 36, the outbox anyone can read: an invitation is emailed (queued with the invite), the
 * owner's "Sent messages" list shows their restaurant's messages only, and each person reads their
 * own account messages, with the links only while no mail provider is configured.
 */

interface ListedMessage {
  id: string;
  to: string;
  kind: string;
  subject: string | null;
  status: string;
  lastError: string | null;
}
interface AccountMessage {
  id: string;
  kind: string;
  to: string;
  links: string[];
}

let app: TestApp;
let a: RestaurantSetup<readonly ['waiter']>;
let b: RestaurantSetup;
let chefEmail: string;
let otherEmail: string;

const invite = async (setup: RestaurantSetup<readonly StaffRole[]>, email: string, role: 'chef' | 'cashier' = 'chef') =>
  ok(
    setup.owner.api.post(`${setup.base}/members/invitations`, {
      invites: [{ email, roleId: await roleIdOf(setup.owner.api, setup.rid, role) }],
    }),
    201,
  );
const listOf = async (setup: RestaurantSetup<readonly StaffRole[]>, query = '') =>
  ok<{ data: ListedMessage[]; total: number }>(setup.owner.api.get(`${setup.base}/messages?perPage=100${query}`));
const myMessages = async (user: RegisteredUser) =>
  ok<{ data: AccountMessage[]; mailProvider: boolean }>(user.api.get('/api/me/messages'));

beforeAll(async () => {
  app = await startTestApp();
  a = await setupRestaurant(app, { staff: ['waiter'] });
  b = await setupRestaurant(app);
  chefEmail = `${unique('chef')}@test.restaurant-os.app`;
  otherEmail = `${unique('other')}@test.restaurant-os.app`;
  await invite(a, chefEmail);
  await invite(b, otherEmail, 'cashier');
}, 120_000);
afterAll(() => app?.close());

describe('a staff invitation', () => {
  it('is queued to the invited address with the invite, naming the restaurant and role, linking to the invitations page', async () => {
    const rows = await app.deps.db
      .selectFrom('messages')
      .select(['restaurant_id', 'kind', 'subject', 'body', 'status'])
      .where('to', '=', chefEmail)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ restaurant_id: a.rid, kind: 'staff_invitation' });
    expect(rows[0]!.subject).toContain(a.restaurant.name);
    expect(rows[0]!.body).toContain('Chef');
    expect(rows[0]!.body).toContain(`${app.deps.config.linkBase}/invitations`);
  });

  it('is not queued when the invite is refused (the whole invite is one transaction)', async () => {
    const res = await a.owner.api.post(`${a.base}/members/invitations`, {
      invites: [{ email: chefEmail, roleId: await roleIdOf(a.owner.api, a.rid, 'chef') }],
    });
    expect(res.status).toBe(409);
    const count = await app.deps.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('to', '=', chefEmail)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});

describe("a restaurant's sent messages", () => {
  it('lists only its own messages, with recipient, kind, subject and status', async () => {
    const mine = await listOf(a);
    const theirs = await listOf(b);
    expect(mine.data.map((m) => m.to)).toContain(chefEmail);
    expect(mine.data.map((m) => m.to)).not.toContain(otherEmail);
    expect(theirs.data.map((m) => m.to)).toContain(otherEmail);
    expect(theirs.data.map((m) => m.to)).not.toContain(chefEmail);
    const chef = mine.data.find((m) => m.to === chefEmail)!;
    expect(chef).toMatchObject({ kind: 'staff_invitation', lastError: null });
    expect(['queued', 'kept']).toContain(chef.status);
    // Account messages (no restaurant) never show in a restaurant's list.
    expect(mine.data.every((m) => m.kind === 'staff_invitation')).toBe(true);
  });

  it('is searched, filtered, sorted and paged by the server', async () => {
    const found = await listOf(a, `&q=${encodeURIComponent(chefEmail)}`);
    expect(found.data.map((m) => m.to)).toEqual([chefEmail]);
    expect(found.total).toBe(1);
    const failed = await listOf(a, '&status=failed');
    expect(failed).toEqual({ data: [], total: 0, capped: false });
    const byRecipient = await listOf(a, '&sortColumn=to&sort=asc');
    const recipients = byRecipient.data.map((m) => m.to.toLowerCase());
    expect(recipients).toEqual([...recipients].sort());
    const firstPage = await ok(a.owner.api.get(`${a.base}/messages?perPage=1&page=1`));
    expect(firstPage.data).toHaveLength(1);
    expect(firstPage.total).toBe(byRecipient.total);
  });

  it('refuses a bad query with field messages', async () => {
    const res = await a.owner.api.get(`${a.base}/messages?status=lost&sortColumn=body`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Choose queued, sent, failed or kept.');
  });

  it('opens one message with its text, HTML and its links into the app', async () => {
    const chef = (await listOf(a)).data.find((m) => m.to === chefEmail)!;
    const message = await ok(a.owner.api.get(`${a.base}/messages/${chef.id}`));
    expect(message.text).toContain(a.restaurant.name);
    expect(message.html).toContain('<html');
    expect(message.links).toEqual([`${app.deps.config.linkBase}/invitations`]);
  });

  it("refuses another restaurant's message and list as not found, and staff without the restaurant settings", async () => {
    const chef = (await listOf(a)).data.find((m) => m.to === chefEmail)!;
    expect((await b.owner.api.get(`${b.base}/messages/${chef.id}`)).status).toBe(404);
    expect((await b.owner.api.get(`${a.base}/messages`)).status).toBe(404);
    const [waiter] = a.staff;
    expect((await waiter.api.get(`${a.base}/messages`)).status).toBe(403);
    expect((await waiter.api.get(`${a.base}/messages/${chef.id}`)).status).toBe(403);
  });
});

describe("a person's account messages", () => {
  it('are their own only, with the confirmation link while no mail provider is set', async () => {
    const chef = await registerUser(app.api, { email: chefEmail });
    const stranger = await registerUser(app.api);
    const token = await verificationTokenFor(app, chefEmail);

    const mine = await myMessages(chef);
    expect(mine.mailProvider).toBe(false);
    const confirmation = mine.data.find((m) => m.kind === 'email_verification');
    expect(confirmation).toMatchObject({ to: chefEmail });
    expect(confirmation!.links).toHaveLength(1);
    expect(confirmation!.links[0]).toContain(`/verify-email?token=${token}`);

    const theirs = await myMessages(stranger);
    expect(theirs.data.map((m) => m.to)).toEqual([stranger.email]);
    expect(JSON.stringify(theirs)).not.toContain(token);
  });

  it('include an invitation to their address once they confirmed they hold it', async () => {
    const chef = await registerUser(app.api);
    await invite(a, chef.email, 'cashier');
    expect((await myMessages(chef)).data.map((m) => m.kind)).toEqual(['email_verification']);
    await verifyEmail(app, chef.email);
    const after = await myMessages(chef);
    expect(after.data.map((m) => m.kind)).toContain('staff_invitation');
    expect(after.data.find((m) => m.kind === 'staff_invitation')!.links).toEqual([
      `${app.deps.config.linkBase}/invitations`,
    ]);
  });

  it('carry no links once a mail provider sends them: the mailbox is the proof', async () => {
    const withMail = await startTestApp({ SMTP_URL: 'smtp://127.0.0.1:2525' });
    try {
      const user = await registerUser(withMail.api);
      const messages = await myMessages(user);
      expect(messages.mailProvider).toBe(true);
      expect(messages.data.find((m) => m.kind === 'email_verification')!.links).toEqual([]);
    } finally {
      await withMail.close();
    }
  });
});
