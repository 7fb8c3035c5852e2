import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLY_VIEW_PERMISSIONS, PERMISSION_GROUPS } from '@ros/shared-events';
import { up as grantMessages } from '../../../db/src/migrations/2026_12_04_1401_messages_permission';
import { ok } from '../fixtures/http';
import { setupPremiumRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

/**
 * Issue 37, the specification's permission names where a feature answers to them: "Manage Email
 * Sequences" is the `messages` switch (the sent messages), "Project Planning" the departments and
 * schedule, "Only View" a role preset that sees and changes nothing.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const labelOf = (key: string) =>
  PERMISSION_GROUPS.flatMap((g) => g.permissions as readonly { key: string; label: string }[]).find(
    (p) => p.key === key,
  )?.label;

describe("the specification's permission names (issue 37)", () => {
  it('names the role editor switches after the specification', () => {
    expect(labelOf('messages')).toBe('Manage Email Sequences');
    expect(labelOf('departments')).toBe('Project Planning');
    expect(labelOf('tasks')).toBe("Manage Others' Tasks");
  });

  it('lets "Manage Email Sequences" alone open the sent messages, not the restaurant settings', async () => {
    const { owner, base, staff } = await setupPremiumRestaurant(app, { staff: ['waiter'] });
    const [waiter] = staff;
    const roleId = waiter.member.roleId;
    await ok(owner.api.patch(`${base}/roles/${roleId}`, { permissions: { restaurant: 'edit' } }));
    expect((await waiter.api.get(`${base}/messages`)).status).toBe(403);
    await ok(owner.api.patch(`${base}/roles/${roleId}`, { permissions: { messages: 'edit' } }));
    expect((await ok(waiter.api.get(`${base}/messages`))).data).toEqual(expect.any(Array));
  });

  it('keeps the sent messages for every role that read them before: the migration grants the switch', async () => {
    const { owner, base } = await setupPremiumRestaurant(app);
    const settingsRole = await ok(
      owner.api.post(`${base}/roles`, { name: 'Office', permissions: { restaurant: 'edit' } }),
      201,
    );
    const viewer = await ok(
      owner.api.post(`${base}/roles`, { name: 'Auditor', permissions: { restaurant: 'view' } }),
      201,
    );
    await grantMessages(app.database.db);
    const after = (await ok(owner.api.get(`${base}/roles`))).data as { id: string; permissions: object }[];
    expect(after.find((r) => r.id === settingsRole.id)?.permissions).toEqual({ restaurant: 'edit', messages: 'edit' });
    expect(after.find((r) => r.id === viewer.id)?.permissions).toEqual({ restaurant: 'view' });
  });

  it('gives an "Only View" role every screen to read and nothing to change', async () => {
    const { owner, base, staff } = await setupPremiumRestaurant(app, { staff: ['waiter'] });
    const [member] = staff;
    await ok(owner.api.patch(`${base}/roles/${member.member.roleId}`, { permissions: ONLY_VIEW_PERMISSIONS }));
    const { ability } = await ok(member.api.get(`${base}/ability`));
    expect(ability.length).toBeGreaterThan(10);
    expect(ability.every((rule: { action: string }) => rule.action === 'view')).toBe(true);

    expect((await member.api.get(`${base}/departments`)).status).toBe(200);
    expect((await member.api.get(`${base}/tables`)).status).toBe(200);
    expect((await member.api.post(`${base}/departments`, { name: 'Bar' })).status).toBe(403);
    expect((await member.api.get(`${base}/messages`)).status).toBe(403);
  });
});
