import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { sql } from 'kysely';
import { pino } from 'pino';
import { appendEvents, openDatabase, withTenant, type Database, type NewEvent, type StoredEvent } from '@ros/db';
import { SYSTEM_ROLES, type SystemRoleKey } from '@ros/shared-events';
import { createOwnDatabaseUrl } from '../own-database';

/** The signing secret of this suite's gateways (the same value as the harness's). */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

let counter = 0;
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${(counter++).toString(36)}`;

/** A silent logger for the pieces under test. */
export const silentLog = pino({ level: 'silent' });

/** Redis prefix unique to this test run and call, so parallel runs and tests never share channels or queues. */
export const testPrefix = (name: string) => `${process.env.TEST_RUN_ID ?? 'local'}-${name}-${randomUUID().slice(0, 6)}`;

/** A database of its own (migrated), so this file's relays own its whole outbox. */
export interface OwnDatabase extends Database {
  url: string;
  drop(): Promise<void>;
}

export async function createOwnDatabase(): Promise<OwnDatabase> {
  const own = await createOwnDatabaseUrl();
  const database = await openDatabase({ kind: 'postgres', url: own.url, maxConnections: 10 });
  return Object.assign(database, {
    url: own.url,
    async drop() {
      await database.close();
      await own.drop();
    },
  });
}

/** A signed-in person: their user id and access token. */
export interface TestPerson {
  userId: string;
  name: string;
  token: string;
}

/** A restaurant created directly in the database, with its system roles. */
export interface TestRestaurant {
  id: string;
  owner: TestPerson;
  roles: Record<SystemRoleKey, string>;
}

/** A jsonb value stored as an object by both drivers (postgres.js would re-stringify a string). */
const jsonb = (value: unknown) => sql<any>`cast(cast(${JSON.stringify(value)} as text) as jsonb)`;

const token = (userId: string, name: string) =>
  jwt.sign({ sub: userId, name, email: `${name}@test.restaurant-os.app` }, TEST_JWT_SECRET, {
    algorithm: 'HS256',
    expiresIn: 600,
  });

async function createUser(db: Database['db']): Promise<TestPerson> {
  const name = unique('rt');
  const row = await db
    .insertInto('users')
    .values({ email: `${name}@test.restaurant-os.app`, username: name, password_hash: 'not-a-hash' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: row.id, name, token: token(row.id, name) };
}

/** Creates a user, their restaurant (as Owner) and the system roles. */
export async function createRestaurant(db: Database['db']): Promise<TestRestaurant> {
  const owner = await createUser(db);
  const restaurant = await db
    .insertInto('restaurants')
    .values({ name: unique('Bistro '), owner_id: owner.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  const roles = {} as Record<SystemRoleKey, string>;
  for (const [key, role] of Object.entries(SYSTEM_ROLES) as [SystemRoleKey, (typeof SYSTEM_ROLES)[SystemRoleKey]][]) {
    const r = await db
      .insertInto('roles')
      .values({ restaurant_id: restaurant.id, name: role.name, system_key: key, permissions: jsonb(role.permissions) })
      .returning('id')
      .executeTakeFirstOrThrow();
    roles[key] = r.id;
  }
  await db
    .insertInto('members')
    .values({
      restaurant_id: restaurant.id,
      user_id: owner.userId,
      email: `${owner.name}@test.restaurant-os.app`,
      role_id: roles.owner,
      status: 'active',
      joined_at: new Date(),
    })
    .execute();
  return { id: restaurant.id, owner, roles };
}

/** Adds an active member with a system role; returns the person and their member id. */
export async function addMember(
  db: Database['db'],
  restaurant: TestRestaurant,
  role: SystemRoleKey,
): Promise<TestPerson & { memberId: string }> {
  const person = await createUser(db);
  const m = await db
    .insertInto('members')
    .values({
      restaurant_id: restaurant.id,
      user_id: person.userId,
      email: `${person.name}@test.restaurant-os.app`,
      role_id: restaurant.roles[role],
      status: 'active',
      joined_at: new Date(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...person, memberId: m.id };
}

/** A command's transaction: appends events as the API's `tenant()` does (same outbox, same RLS). */
export async function commit(
  db: Database['db'],
  restaurantId: string,
  events: NewEvent[],
  actor?: TestPerson,
): Promise<StoredEvent[]> {
  const by = actor ? { userId: actor.userId, name: actor.name } : { userId: null, name: 'test' };
  return withTenant(db, restaurantId, (trx) => appendEvents(trx, restaurantId, by, events));
}

/** A readable event (no permission needed): `restaurant.updated` carrying a marker. */
export const updated = (restaurantId: string, marker: string | number): NewEvent => ({
  type: 'restaurant.updated',
  payload: { restaurantId, changes: { marker } },
});

/** Polls until `check` passes (or throws with `what` after `ms`). */
export async function until(check: () => boolean | Promise<boolean>, what: string, ms = 45_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** 1..n */
export const range = (n: number, from = 1) => Array.from({ length: n }, (_, i) => i + from);
