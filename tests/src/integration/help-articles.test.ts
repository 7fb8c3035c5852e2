import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser, type RegisteredUser } from '../factories';
import { ok } from '../fixtures/http';
import { startTestApp, type TestApp } from '../harness';

/**
 * Issue 37, the knowledge base the owner extends: the restaurant's own help articles, written by
 * those who write announcements and read by every member, searched by words together with the
 * built-in answers; the Markdown is sanitised and no restaurant sees another's articles.
 */

let app: TestApp;
let owner: RegisteredUser;
let manager: RegisteredUser;
let waiter: RegisteredUser;
let base: string;

interface Article {
  id: string;
  source: 'builtin' | 'restaurant';
  title: string;
  category: string;
  bodyHtml: string;
}

const search = async (who: RegisteredUser, query = '') =>
  (await ok(who.api.get(`${base}/help-articles${query}`))).data as Article[];
const titles = (articles: Article[]) => articles.map((a) => a.title);

beforeAll(async () => {
  app = await startTestApp();
  owner = await registerUser(app.api);
  const restaurant = await createRestaurant(owner.api);
  base = `/api/restaurants/${restaurant.id}`;
  manager = await inviteAndJoin(app, owner.api, restaurant.id, 'manager');
  waiter = await inviteAndJoin(app, owner.api, restaurant.id, 'waiter');
});

afterAll(async () => {
  await app?.close();
});

describe('help articles (issue 37)', () => {
  it('lets a manager write, change and remove an article that every member reads', async () => {
    const created = await ok(
      manager.api.post(`${base}/help-articles`, {
        title: 'Closing the till',
        category: 'floor',
        bodyMarkdown: 'Count the **float** first, then print the Z report.',
      }),
      201,
    );
    expect(created).toMatchObject({ source: 'restaurant', category: 'floor', title: 'Closing the till' });
    expect(created.bodyHtml).toContain('<strong>float</strong>');
    const row = await app.database.db
      .selectFrom('help_articles')
      .select(['title', 'author_name'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Closing the till');

    expect(titles(await search(waiter))).toContain('Closing the till');

    const edited = await ok(
      manager.api.patch(`${base}/help-articles/${created.id}`, { title: 'Closing the till at night' }),
    );
    expect(edited.title).toBe('Closing the till at night');
    expect(titles(await search(waiter, '?category=floor'))).toEqual(['Closing the till at night']);

    expect((await manager.api.delete(`${base}/help-articles/${created.id}`)).status).toBe(204);
    expect(titles(await search(waiter))).not.toContain('Closing the till at night');
    expect((await manager.api.delete(`${base}/help-articles/${created.id}`)).status).toBe(404);
  });

  it('refuses a waiter writing (403) and a bad article (400 with the field)', async () => {
    const article = await ok(
      owner.api.post(`${base}/help-articles`, { title: 'Allergen folder', category: 'kitchen', bodyMarkdown: 'x' }),
      201,
    );
    const body = { title: 'Mine', category: 'house', bodyMarkdown: 'x' };
    expect((await waiter.api.post(`${base}/help-articles`, body)).status).toBe(403);
    expect((await waiter.api.patch(`${base}/help-articles/${article.id}`, { title: 'Changed' })).status).toBe(403);
    expect((await waiter.api.delete(`${base}/help-articles/${article.id}`)).status).toBe(403);
    expect((await ok(owner.api.get(`${base}/help-articles?category=kitchen`))).data[0].title).toBe('Allergen folder');

    const bad = await owner.api.post(`${base}/help-articles`, { title: '', category: 'nowhere', bodyMarkdown: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['title', 'category', 'bodyMarkdown']));
  });

  it('serves the Markdown as HTML without scripts, handlers or javascript: links', async () => {
    const markdown = [
      '## Fire **exits**',
      '',
      '<script>alert("x")</script>',
      '',
      '<img src="x" onerror="alert(1)"> [map](javascript:alert(1)) [plan](https://example.com/plan)',
    ].join('\n');
    const created = await ok(
      owner.api.post(`${base}/help-articles`, { title: 'Fire exits', category: 'house', bodyMarkdown: markdown }),
      201,
    );
    expect(created.bodyHtml).toContain('<h2>Fire <strong>exits</strong></h2>');
    expect(created.bodyHtml).toContain('href="https://example.com/plan"');
    expect(created.bodyHtml).not.toMatch(/<script|onerror|javascript:/i);
    const edited = await ok(
      owner.api.patch(`${base}/help-articles/${created.id}`, { bodyMarkdown: 'Go <b onclick="x()">left</b>' }),
    );
    expect(edited.bodyHtml).toContain('left');
    expect(edited.bodyHtml).not.toContain('onclick');
    const stored = await app.database.db
      .selectFrom('help_articles')
      .select('body_html')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.body_html).not.toContain('onclick');
  });

  it("previews Markdown the way it will be saved, for those who write (the editor's Preview tab)", async () => {
    const preview = await ok(
      owner.api.post(`${base}/markdown-preview`, { markdown: '**Bold** <script>alert(1)</script>' }),
    );
    expect(preview.html).toContain('<strong>Bold</strong>');
    expect(preview.html).not.toContain('<script');
    expect((await waiter.api.post(`${base}/markdown-preview`, { markdown: 'x' })).status).toBe(403);
  });

  it("finds the owner's article and a built-in answer by words, in one list", async () => {
    await ok(
      owner.api.post(`${base}/help-articles`, {
        title: 'Resetting the card reader',
        category: 'support',
        bodyMarkdown: 'Hold the power button for ten seconds, then sign in again.',
      }),
      201,
    );
    // Every word must appear, in any order and case: the owner's article and the built-in answer on passwords.
    const found = await search(waiter, `?q=${encodeURIComponent('SIGN in')}`);
    expect(found.find((a) => a.title === 'Resetting the card reader')?.source).toBe('restaurant');
    expect(found.find((a) => a.title === 'I forgot my password.')?.source).toBe('builtin');
    // The restaurant's own come first.
    expect(found[0]!.source).toBe('restaurant');

    const narrowed = await search(waiter, `?q=${encodeURIComponent('power button')}`);
    expect(titles(narrowed)).toEqual(['Resetting the card reader']);
    // The built-in answers come in the asked language, filtered by category like the rest.
    const spanish = await search(waiter, '?lang=es&category=signIn');
    expect(spanish.every((a) => a.source === 'builtin' && a.category === 'signIn')).toBe(true);
    expect(titles(spanish)).toContain('He olvidado mi contraseña.');
    expect(await search(waiter, '?q=nothing-matches-this')).toEqual([]);
  });

  it("keeps every restaurant to its own articles (another's is a 404)", async () => {
    const ours = await ok(
      owner.api.post(`${base}/help-articles`, { title: 'Ours only', category: 'house', bodyMarkdown: 'x' }),
      201,
    );
    const stranger = await registerUser(app.api);
    const theirs = await createRestaurant(stranger.api);
    const theirBase = `/api/restaurants/${theirs.id}`;

    expect((await stranger.api.get(`${base}/help-articles`)).status).toBe(404);
    expect((await stranger.api.patch(`${theirBase}/help-articles/${ours.id}`, { title: 'Hijacked' })).status).toBe(404);
    expect((await stranger.api.delete(`${theirBase}/help-articles/${ours.id}`)).status).toBe(404);
    const theirList = (await ok(stranger.api.get(`${theirBase}/help-articles?q=ours`))).data as Article[];
    expect(theirList).toEqual([]);
    expect(
      (await ok(stranger.api.get(`${theirBase}/help-articles`))).data.every((a: Article) => a.source === 'builtin'),
    ).toBe(true);
    expect((await ok(owner.api.get(`${base}/help-articles?q=ours`))).data[0].title).toBe('Ours only');
  });
});
