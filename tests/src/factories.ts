import { expect } from 'vitest';
import { type ApiClient, type TestApp, unique } from './harness';

/** The signed-in user as `/jwt/register` and `/api/me` return it. */
export interface TestUserData {
  id: string;
  username: string;
  email: string;
  fullName: string | null;
  [key: string]: unknown;
}

/** A freshly registered user with an authenticated client. */
export interface RegisteredUser {
  user: TestUserData;
  accessToken: string;
  refreshToken: string;
  email: string;
  password: string;
  username: string;
  /** A client sending this user's access token. */
  api: ApiClient;
}

/** A restaurant as the API returns it. */
export interface TestRestaurant {
  id: string;
  name: string;
  plan: 'basic' | 'premium' | 'enterprise';
  [key: string]: unknown;
}

/** A member row as the API returns it. */
export interface TestMember {
  id: string;
  userId: string | null;
  email: string;
  fullName: string | null;
  roleId: string;
  roleName: string;
  status: 'active' | 'pending' | 'inactive';
  [key: string]: unknown;
}

export type SystemRoleKey = 'owner' | 'manager' | 'cashier' | 'waiter' | 'chef' | 'delivery';

function expectStatus(res: { status: number; body: unknown }, status: number, what: string) {
  if (res.status !== status)
    throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
}

/** Registers a new user (unique email and username unless overridden) and signs them in. */
export async function registerUser(
  api: ApiClient,
  overrides: { email?: string; password?: string; username?: string } = {},
): Promise<RegisteredUser> {
  const username = overrides.username ?? unique('user');
  const email = overrides.email ?? `${username}@test.restaurant-os.app`;
  const password = overrides.password ?? 'Secret123!';
  const res = await api.withToken(null).post('/jwt/register', { email, password, username });
  expectStatus(res, 201, 'registerUser');
  return {
    user: res.body.userData,
    accessToken: res.body.accessToken,
    refreshToken: res.body.refreshToken,
    email,
    password,
    username,
    api: api.withToken(res.body.accessToken),
  };
}

/**
 * The token of the newest confirmation link queued to `email` (read from the messages outbox, as
 * the mail would carry it).
 */
export async function verificationTokenFor(app: TestApp, email: string): Promise<string> {
  const message = await app.database.db
    .selectFrom('messages')
    .select(['body'])
    .where('kind', '=', 'email_verification')
    .where('to', '=', email.toLowerCase())
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const token = message?.body.match(/\/verify-email\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`verificationTokenFor: no confirmation link queued to ${email}`);
  return token;
}

/** Confirms `email` by following the newest link queued to it (what its holder does). */
export async function verifyEmail(app: TestApp, email: string): Promise<void> {
  const res = await app.api
    .withToken(null)
    .post('/api/auth/verify-email', { token: await verificationTokenFor(app, email) });
  expectStatus(res, 200, 'verifyEmail');
}

/** Creates a restaurant as the signed-in user of `api` (who becomes its Owner). */
export async function createRestaurant(api: ApiClient, body: Record<string, unknown> = {}): Promise<TestRestaurant> {
  const res = await api.post('/api/restaurants', { name: unique('Bistro '), ...body });
  expectStatus(res, 201, 'createRestaurant');
  return res.body;
}

/**
 * Sets a restaurant's plan the way its owner does: Premium through the test billing provider's
 * checkout (opened, then paid on its page), Basic by cancelling at once. Enterprise is sold by
 * contact, not by checkout.
 */
export async function setPlan(
  ownerApi: ApiClient,
  restaurantId: string,
  plan: 'basic' | 'premium' | 'enterprise',
): Promise<void> {
  const base = `/api/restaurants/${restaurantId}/subscription`;
  if (plan === 'basic') {
    expectStatus(await ownerApi.post(`${base}/cancel`, { immediately: true }), 200, 'setPlan');
    return;
  }
  if (plan !== 'premium') throw new Error(`setPlan: ${plan} is not sold through checkout`);
  const current = await ownerApi.get(`/api/restaurants/${restaurantId}`);
  expectStatus(current, 200, 'setPlan');
  if (current.body.plan === plan) return;
  const checkout = await ownerApi.post(`${base}/checkout`, { plan, period: 'month' });
  expectStatus(checkout, 200, 'setPlan');
  const paid = await ownerApi.post(`/api/public/billing/test-checkouts/${checkout.body.checkoutId}`, {
    outcome: 'pay',
  });
  expectStatus(paid, 200, 'setPlan');
}

/** The id of a restaurant's system role (`manager`, `waiter`, …). */
export async function roleIdOf(api: ApiClient, restaurantId: string, roleKey: SystemRoleKey): Promise<string> {
  const res = await api.get(`/api/restaurants/${restaurantId}/roles`);
  expectStatus(res, 200, 'roleIdOf');
  const role = (res.body.data as { id: string; systemKey: string | null }[]).find((r) => r.systemKey === roleKey);
  if (!role) throw new Error(`roleIdOf: no ${roleKey} role`);
  return role.id;
}

/**
 * Invites a new user with a system role, registers them, confirms their email from the link queued
 * to it and accepts the invitation: returns the new colleague's client, user and (active) member row.
 */
export async function inviteAndJoin(
  app: TestApp,
  ownerApi: ApiClient,
  restaurantId: string,
  roleKey: Exclude<SystemRoleKey, 'owner'>,
): Promise<RegisteredUser & { member: TestMember }> {
  const roleId = await roleIdOf(ownerApi, restaurantId, roleKey);
  const username = unique(roleKey);
  const email = `${username}@test.restaurant-os.app`;
  const invited = await ownerApi.post(`/api/restaurants/${restaurantId}/members/invitations`, {
    invites: [{ email, roleId }],
  });
  expectStatus(invited, 201, 'inviteAndJoin invite');
  const pending = invited.body.data[0] as TestMember;
  const registered = await registerUser(app.api, { email, username });
  await verifyEmail(app, email);
  const accepted = await registered.api.post(`/api/invitations/${pending.id}/accept`);
  expectStatus(accepted, 200, 'inviteAndJoin accept');
  const members = await ownerApi.get(`/api/restaurants/${restaurantId}/members?q=${encodeURIComponent(email)}`);
  expectStatus(members, 200, 'inviteAndJoin members');
  const member = (members.body.data as TestMember[]).find((m) => m.id === pending.id);
  expect(member?.status).toBe('active');
  return { ...registered, member: member! };
}
