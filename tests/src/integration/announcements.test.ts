import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser, type RegisteredUser, type TestMember } from '../factories';
import { ok } from '../fixtures/http';
import { startTestApp, type TestApp } from '../harness';

/**
 * Issue 37, announcements and guides: each post reaches its audience (everyone, a department, a
 * role), read receipts count each reader once, the Markdown is sanitised, and no restaurant sees
 * another's posts.
 */

let app: TestApp;
let owner: RegisteredUser;
type Colleague = RegisteredUser & { member: TestMember };
let waiter: Colleague;
let otherWaiter: Colleague;
let cook: Colleague;
let base: string;
let kitchenId: string;
let waiterRoleId: string;

const post = (body: Record<string, unknown>) =>
  ok(owner.api.post(`${base}/announcements`, { category: 'announcement', bodyMarkdown: 'See you all.', ...body }), 201);
const titlesFor = async (who: RegisteredUser, query = '') =>
  (await ok(who.api.get(`${base}/announcements?perPage=50${query}`))).data.map((a: { title: string }) => a.title);

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerUser(app.api);
  const restaurant = await createRestaurant(owner.api);
  base = `/api/restaurants/${restaurant.id}`;
  waiter = await inviteAndJoin(app, owner.api, restaurant.id, 'waiter');
  otherWaiter = await inviteAndJoin(app, owner.api, restaurant.id, 'waiter');
  cook = await inviteAndJoin(app, owner.api, restaurant.id, 'chef');
  kitchenId = (await ok(owner.api.post(`${base}/departments`, { name: 'Kitchen' }), 201)).id;
  await ok(owner.api.patch(`${base}/members/${cook.member.id}`, { departmentId: kitchenId }));
  waiterRoleId = waiter.member.roleId;
});

afterAll(async () => {
  await app?.close();
});

describe('announcements and guides (issue 37)', () => {
  it('shows each post to its audience only: everyone, one department, one role', async () => {
    await post({ title: 'All hands Monday' });
    await post({
      title: 'New fryer drill',
      category: 'training_guide',
      audience: 'department',
      departmentId: kitchenId,
    });
    await post({ title: 'Section plan', audience: 'role', roleId: waiterRoleId });

    expect(await titlesFor(waiter)).toEqual(expect.arrayContaining(['All hands Monday', 'Section plan']));
    expect(await titlesFor(waiter)).not.toContain('New fryer drill');
    expect(await titlesFor(cook)).toEqual(expect.arrayContaining(['All hands Monday', 'New fryer drill']));
    expect(await titlesFor(cook)).not.toContain('Section plan');
    // The writer sees every post, whoever it is for.
    expect(await titlesFor(owner)).toEqual(
      expect.arrayContaining(['All hands Monday', 'New fryer drill', 'Section plan']),
    );

    // Out of the audience, a post is not there at all, by id either.
    const drill = (await ok(owner.api.get(`${base}/announcements?q=fryer`))).data[0];
    expect((await waiter.api.get(`${base}/announcements/${drill.id}`)).status).toBe(404);
    expect((await waiter.api.post(`${base}/announcements/${drill.id}/read`)).status).toBe(404);
    expect(await titlesFor(cook, '&category=training_guide')).toEqual(['New fryer drill']);
  });

  it('puts pinned posts first and lets only writers publish', async () => {
    await post({ title: 'Allergen matrix', category: 'menu_change', pinned: true });
    await post({ title: 'Newest, not pinned' });
    const titles = await titlesFor(waiter);
    expect(titles[0]).toBe('Allergen matrix');
    expect(titles.indexOf('Newest, not pinned')).toBeLessThan(titles.indexOf('All hands Monday'));

    const refused = await waiter.api.post(`${base}/announcements`, {
      title: 'Mine',
      category: 'announcement',
      bodyMarkdown: 'x',
    });
    expect(refused.status).toBe(403);
    const bad = await owner.api.post(`${base}/announcements`, {
      title: 'For nobody',
      category: 'announcement',
      bodyMarkdown: 'x',
      audience: 'department',
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('departmentId');
  });

  it('counts each reader once: "read by 2 of 4", whatever the number of opens', async () => {
    const memo = await post({ title: 'Holiday rota' });
    expect(memo.receipts).toEqual({ read: 0, of: 4 });

    const first = await ok(waiter.api.post(`${base}/announcements/${memo.id}/read`));
    expect(first.readAt).not.toBeNull();
    // Read again (another device, a second look): still one receipt, the first time kept.
    const again = await ok(waiter.api.post(`${base}/announcements/${memo.id}/read`));
    expect(again.readAt).toBe(first.readAt);
    expect(again.receipts).toBeNull();
    await ok(otherWaiter.api.post(`${base}/announcements/${memo.id}/read`));

    const seen = await ok(owner.api.get(`${base}/announcements/${memo.id}`));
    expect(seen.receipts).toEqual({ read: 2, of: 4 });
    const rows = await app.database.db
      .selectFrom('announcement_reads')
      .select('member_id')
      .where('announcement_id', '=', memo.id)
      .execute();
    expect(rows.map((r) => r.member_id).sort()).toEqual([waiter.member.id, otherWaiter.member.id].sort());

    const readers = (await ok(owner.api.get(`${base}/announcements/${memo.id}/readers`))).data;
    expect(readers).toHaveLength(4);
    expect(
      readers.filter((r: { readAt: string | null }) => r.readAt).map((r: { memberId: string }) => r.memberId),
    ).toEqual(expect.arrayContaining([waiter.member.id, otherWaiter.member.id]));
    expect((await waiter.api.get(`${base}/announcements/${memo.id}/readers`)).status).toBe(403);

    // What the sign-in dialog asks for: only the posts not read yet.
    expect(await titlesFor(waiter, '&unread=true')).not.toContain('Holiday rota');
    expect(await titlesFor(cook, '&unread=true')).toContain('Holiday rota');
    // Nor does it offer its author their own post.
    expect(await titlesFor(owner, '&unread=true')).not.toContain('Holiday rota');
  });

  it('keeps the Markdown and serves HTML without scripts, handlers or javascript: links', async () => {
    const markdown = [
      '## Closing **checklist**',
      '',
      '<script>alert("x")</script>',
      '',
      '<img src="x" onerror="alert(1)">',
      '',
      '[click](javascript:alert(1)) and [the guide](https://example.com/guide)',
      '',
      '<iframe src="https://evil.example"></iframe>',
    ].join('\n');
    const created = await post({ title: 'Sanitised', bodyMarkdown: markdown });
    expect(created.bodyMarkdown).toBe(markdown);
    const html: string = created.bodyHtml;
    expect(html).toContain('<h2>Closing <strong>checklist</strong></h2>');
    expect(html).toContain('href="https://example.com/guide"');
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe/i);

    const edited = await ok(
      owner.api.patch(`${base}/announcements/${created.id}`, { bodyMarkdown: 'Now <b onclick="x()">bold</b>' }),
    );
    expect(edited.bodyHtml).not.toContain('onclick');
    expect(edited.bodyHtml).toContain('bold');
  });

  it('notifies its audience once when published, in the bell and by email as each one asked', async () => {
    await ok(cook.api.put('/api/me/notifications', { announcement: { email: true } }));
    const drill = await post({
      title: 'Knife safety & you',
      category: 'training_guide',
      audience: 'department',
      departmentId: kitchenId,
      bodyMarkdown: '**Always** cut away from the hand.\n\n<script>alert(1)</script>',
    });
    // The edit of a post tells nobody again.
    await ok(owner.api.patch(`${base}/announcements/${drill.id}`, { pinned: true }));

    const notified = await app.deps.db
      .selectFrom('notifications')
      .select(['user_id', 'title', 'link'])
      .where('kind', '=', 'announcement')
      .where('related_id', '=', drill.id)
      .execute();
    // The kitchen alone; not the waiters, not the owner who wrote it.
    expect(notified).toEqual([
      { user_id: cook.user.id, title: 'Knife safety & you', link: `/apps/team/announcements?post=${drill.id}` },
    ]);
    const bell = await ok(cook.api.get(`${base}/notifications`));
    expect(bell.data[0]).toMatchObject({ kind: 'announcement', title: 'Knife safety & you' });

    const emails = await app.deps.db
      .selectFrom('messages')
      .select(['kind', 'to', 'subject', 'body'])
      .where('related_id', '=', drill.id)
      .execute();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ kind: 'announcement', to: cook.email.toLowerCase() });
    expect(emails[0]!.subject).toContain('Knife safety & you');
    expect(emails[0]!.body).toContain('Always cut away from the hand.');
    expect(emails[0]!.body).toContain('Training guide');
    expect(emails[0]!.body).not.toContain('<script>');
  });

  it('keeps every restaurant to its own posts, audiences and receipts', async () => {
    const mine = await post({ title: 'Ours only' });
    const stranger = await registerUser(app.api);
    const theirs = await createRestaurant(stranger.api);
    const theirBase = `/api/restaurants/${theirs.id}`;

    expect((await stranger.api.get(`${base}/announcements`)).status).toBe(404);
    expect((await stranger.api.get(`${theirBase}/announcements/${mine.id}`)).status).toBe(404);
    expect((await stranger.api.post(`${theirBase}/announcements/${mine.id}/read`)).status).toBe(404);
    expect((await stranger.api.patch(`${theirBase}/announcements/${mine.id}`, { title: 'Hijacked' })).status).toBe(404);
    expect((await ok(stranger.api.get(`${theirBase}/announcements`))).total).toBe(0);
    // Another restaurant's department is no audience here.
    const foreign = await stranger.api.post(`${theirBase}/announcements`, {
      title: 'Borrowed',
      category: 'announcement',
      bodyMarkdown: 'x',
      audience: 'department',
      departmentId: kitchenId,
    });
    expect(foreign.status).toBe(400);
    expect((await ok(owner.api.get(`${base}/announcements/${mine.id}`))).title).toBe('Ours only');
  });
});
