import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows, SYSTEM_ROLES, type PermissionKey } from '@ros/shared-events';
import { apiOperations, callOperation, fillPath, sampleBody, type ApiOperation } from '../fixtures/openapi';
import { setupPremiumRestaurant, type RestaurantSetup } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

/**
 * The role matrix, generated: every operation of a restaurant (from /api/openapi.json) is called
 * by the Owner and by a member of each other default role. The permissions an operation requires
 * are what the API checked for the Owner (the `X-Permission-Checks` header tests get); a role is
 * expected to pass exactly when its default permissions (`SYSTEM_ROLES`, the threat model's table)
 * grant them all, and to get 403 otherwise. An operation that checks nothing is open to every
 * member: those are listed below, so a new unchecked operation fails here until the threat model
 * says every member may call it.
 */

const ROLES = ['manager', 'cashier', 'waiter', 'chef', 'delivery'] as const;
type Role = (typeof ROLES)[number];

/** Operations any member may call, as the threat model says: nothing there is another's business. */
const MEMBER_WIDE = [
  'GET ', // the restaurant's own profile
  'GET /ability', // what I may do here
  'GET /members/me/availability', // my own availability
  'POST /time-off', // asking for my own time off
  'GET /notifications', // my own bell
  'POST /notifications/read-all', // marking all of my own notifications read
  'GET /chat/channels', // the team chat: the channels I am in (their audience is the permission)
  'GET /chat/people', // the team chat: my active colleagues' names, to write to or mention
  'GET /help-articles', // the help page: the restaurant's articles and the built-in answers, for every member
];

/** 403s that a rule other than the role's permissions gives, with the rule. */
const OTHER_RULES: Record<string, string> = {
  'POST /payments/{paymentId}/refund': "a refund needs a manager's approval (the override), whatever the role",
  'POST /payments/{paymentId}/void': "a void needs a manager's approval (the override), whatever the role",
  'POST /data-export': "all of the restaurant's data leaves with its owner alone, whatever the role",
  'DELETE ': 'the restaurant is deleted by its owner alone, whatever the role',
  'GET /api-keys': "the restaurant's API keys are its owner's alone, whatever the role",
  'POST /api-keys': "the restaurant's API keys are its owner's alone, whatever the role",
  'DELETE /api-keys/{apiKeyId}': "the restaurant's API keys are its owner's alone, whatever the role",
};

let app: TestApp;
let place: RestaurantSetup<typeof ROLES>;
let operations: ApiOperation[];

beforeAll(async () => {
  // Replies checked against their schemas, and each operation's permission checks sent back.
  app = await startTestApp({ CHECK_REPLIES: '1' });
  place = await setupPremiumRestaurant(app, { restaurant: { timeZone: 'UTC' }, staff: ROLES });
  // Deletes last: a row may not remove what a later row reads.
  const all = (await apiOperations(app.api)).filter((op) => op.path.startsWith('/api/restaurants/{restaurantId}'));
  operations = [...all.filter((op) => op.method !== 'delete'), ...all.filter((op) => op.method === 'delete')];
}, 120_000);
afterAll(() => app?.close());

/** `edit:staff,view:staff|view:departments,?view:income` → [['edit:staff'], ['view:staff', 'view:departments']] (what it requires). */
const requirementsOf = (header: string | null) =>
  header
    ? header
        .split(',')
        .filter((c) => !c.startsWith('?'))
        .map((alternatives) => alternatives.split('|'))
    : [];
/** The permissions an operation asked about without requiring them (`?view:income`). */
const questionsOf = (header: string | null) =>
  header
    ? header
        .split(',')
        .filter((c) => c.startsWith('?'))
        .map((c) => c.slice(1))
    : [];

const grants = (role: Role, requirement: string[]) =>
  requirement.some((check) => {
    const [action, key] = check.split(':') as ['view' | 'edit', PermissionKey];
    return allows(SYSTEM_ROLES[role].permissions, false, action, key);
  });

describe('the role matrix', () => {
  it('answers every operation for every default role as its permissions say', { timeout: 600_000 }, async () => {
    expect(operations.length).toBeGreaterThan(100);
    const mismatches: string[] = [];
    const unchecked: string[] = [];
    for (const op of operations) {
      const values = { restaurantId: place.rid };
      const body = sampleBody(op, {});
      const name = `${op.method.toUpperCase()} ${op.path.replace('/api/restaurants/{restaurantId}', '')}`;
      const asOwner = await callOperation(place.owner.api, op, values, body);
      expect(asOwner.status, `${name} as Owner`).not.toBe(403);
      expect(asOwner.status, `${name} as Owner: ${JSON.stringify(asOwner.body)}`).toBeLessThan(500);
      const ownerChecks = asOwner.headers.get('x-permission-checks');
      const required = requirementsOf(ownerChecks);
      if (!ownerChecks && asOwner.status < 400) unchecked.push(name);
      for (const [i, role] of ROLES.entries()) {
        const res = await callOperation(place.staff[i]!.api, op, values, body);
        const allowed = res.status !== 403;
        if (!allowed && OTHER_RULES[name]) continue;
        // Required for the Owner: the role passes exactly when it has them all.
        if (required.every((r) => grants(role, r)) !== allowed) {
          if (required.length || allowed)
            mismatches.push(
              `${name} as ${role}: ${res.status}, requires ${JSON.stringify(required)} (${fillPath(op, values)})`,
            );
          // Refused with nothing required: only when the role lacks everything the operation asked about.
          else if (
            questionsOf(res.headers.get('x-permission-checks')).some((q) => grants(role, [q])) ||
            !res.headers.get('x-permission-checks')
          ) {
            mismatches.push(
              `${name} as ${role}: 403, though it has what was asked: ${res.headers.get('x-permission-checks')}`,
            );
          }
        }
      }
    }
    expect(mismatches, 'operations whose answer for a role breaks its permissions').toEqual([]);
    expect(
      unchecked.sort(),
      'operations open to every member (add to MEMBER_WIDE once the threat model allows it)',
    ).toEqual([...MEMBER_WIDE].sort());
  });
});
