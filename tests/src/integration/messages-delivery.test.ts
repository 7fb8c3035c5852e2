import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonb } from '@ros/db';
import { deliveryOf } from '@ros/api';
import { deliveryJobs } from '@ros/api/modules/messaging/delivery/delivery.jobs';
import { createRestaurant, registerUser } from '../factories';
import { jobOf } from '../fixtures/run-job';
import { startFakeSmtp, type FakeSmtp } from '../fixtures/smtp-server';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@ros/api/config';
import { startServer } from '@ros/server';
import { ApiClient, startTestApp, testDatabase, TEST_JWT_SECRET, unique, type TestApp } from '../harness';
import { createOwnDatabase, testPrefix } from '../realtime/fixtures';

/** Retries come quickly here (50 ms, doubled); three emails an hour per restaurant. */
const ENV = {
  MESSAGE_RETRY_MS: '50',
  MESSAGE_ATTEMPTS: '4',
  MAIL_LIMIT_PER_HOUR: '3',
  MAIL_FROM: 'Bistro <hello@bistro.test>',
};
const PDF_BASE64 = Buffer.from('%PDF-1.4 purchase order').toString('base64');

let smtp: FakeSmtp;
let app: TestApp;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await startTestApp({ ...ENV, SMTP_URL: smtp.url });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** A restaurant (and owner) of its own per test: the hourly limit counts per restaurant. */
const newRestaurant = async () => (await createRestaurant((await registerUser(app.api)).api)).id as string;

/** Queues an email as the outbox holds it (what `queueMessage` and the older writers insert). */
async function queueEmail(restaurantId: string, to: string, extra: { subject?: string } = {}) {
  const row = await app.deps.db
    .insertInto('messages')
    .values({
      restaurant_id: restaurantId,
      channel: 'email',
      kind: 'purchase_order',
      to,
      subject: extra.subject ?? 'Purchase order PO-7',
      body: 'Please deliver 12 lemons on Friday.',
      html: '<p>Please deliver <b>12 lemons</b> on Friday.</p>',
      headers: jsonb({ 'X-Restaurant-Order': 'PO-7', 'List-Unsubscribe': '<https://bistro.test/u/abc>' }),
      attachments: jsonb([{ filename: 'PO-7.pdf', contentType: 'application/pdf', contentBase64: PDF_BASE64 }]),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const messageRow = (id: string) =>
  app.deps.db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const settled = (id: string, status = 'sent') =>
  vi.waitFor(
    async () => {
      const row = await messageRow(id);
      expect(row.status).toBe(status);
      return row;
    },
    { timeout: 15_000, interval: 50 },
  );

const eventsOf = (restaurantId: string, type: string) =>
  app.deps.db
    .selectFrom('events')
    .select('payload')
    .where('restaurant_id', '=', restaurantId)
    .where('type', '=', type)
    .execute();

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1];

describe('message delivery over SMTP', () => {
  it('sends a queued message with its recipient, subject, HTML and text, attachment, headers and a stable Message-ID', async () => {
    const rid = await newRestaurant();
    const to = `${unique('supplier')}@example.com`;
    const id = await queueEmail(rid, to);

    const row = await settled(id);
    expect(row).toMatchObject({ attempts: 1, last_error: null, failed_at: null });
    expect(row.sent_at).not.toBeNull();
    const [mail] = smtp.to(to);
    expect(smtp.to(to)).toHaveLength(1);
    expect(mail!.from).toBe('hello@bistro.test');
    const raw = mail!.raw;
    expect(header(raw, 'To')).toBe(to);
    expect(header(raw, 'Subject')).toBe('Purchase order PO-7');
    expect(header(raw, 'Message-ID')).toBe(`<${id}@bistro.test>`);
    expect(header(raw, 'X-Restaurant-Order')).toBe('PO-7');
    expect(header(raw, 'List-Unsubscribe')).toBe('<https://bistro.test/u/abc>');
    expect(raw).toMatch(/Content-Type: text\/plain[^]*Please deliver 12 lemons on Friday\./);
    expect(raw).toMatch(/Content-Type: text\/html[^]*<b>12 lemons<\/b>/);
    expect(raw).toMatch(/Content-Type: application\/pdf; name=PO-7\.pdf/);
    expect(raw).toContain(PDF_BASE64);
    // Screens learn it live: the managers' event.
    expect(await eventsOf(rid, 'message.sent')).toEqual([
      { payload: { message: { id, kind: 'purchase_order', channel: 'email', to, attempts: 1 } } },
    ]);
  });

  it('sends an account message, which has no restaurant', async () => {
    // Registration queues a confirmation link to the new address, outside any restaurant.
    const newcomer = await registerUser(app.api);
    await vi.waitFor(() => expect(smtp.to(newcomer.email)).toHaveLength(1), { timeout: 15_000, interval: 50 });
    const account = await app.deps.db
      .selectFrom('messages')
      .select(['id', 'restaurant_id'])
      .where('to', '=', newcomer.email)
      .executeTakeFirstOrThrow();
    expect(account.restaurant_id).toBeNull();
    // The server has it; the row says so once its outcome commits.
    await settled(account.id);
  });

  it('retries a message the server refuses for now (4xx), then sends it once', async () => {
    const rid = await newRestaurant();
    const to = `${unique('greylisted')}@example.com`;
    smtp.refuse((recipient, tries) =>
      recipient === to && tries <= 2 ? { code: 451, message: '4.7.1 Greylisted, try again later' } : null,
    );
    const id = await queueEmail(rid, to);

    const row = await settled(id);
    expect(row.attempts).toBe(3);
    expect(row.last_error).toBeNull();
    expect(smtp.to(to)).toHaveLength(1);
    smtp.refuse(null);
  });

  it('fails a message the server refuses for good (5xx), saying why, and tells the managers', async () => {
    const rid = await newRestaurant();
    const to = `${unique('nobody')}@example.com`;
    smtp.refuse((recipient) => (recipient === to ? { code: 550, message: '5.1.1 No such mailbox' } : null));
    const id = await queueEmail(rid, to);

    const row = await settled(id, 'failed');
    expect(row.attempts).toBe(1);
    expect(row.failed_at).not.toBeNull();
    expect(row.sent_at).toBeNull();
    expect(row.last_error).toMatch(/550.*No such mailbox/);
    expect(smtp.to(to)).toHaveLength(0);
    expect(await eventsOf(rid, 'message.failed')).toEqual([
      {
        payload: {
          message: { id, kind: 'purchase_order', channel: 'email', to, attempts: 1 },
          error: row.last_error,
        },
      },
    ]);
    smtp.refuse(null);
  });

  it('fails a message after its last temporary refusal', async () => {
    const rid = await newRestaurant();
    const to = `${unique('full')}@example.com`;
    smtp.refuse((recipient) => (recipient === to ? { code: 452, message: '4.2.2 Mailbox full' } : null));
    const id = await queueEmail(rid, to);

    const row = await settled(id, 'failed');
    expect(row.attempts).toBe(4);
    expect(row.last_error).toMatch(/452.*Mailbox full/);
    smtp.refuse(null);
  });

  it('sends no more than the hourly limit of a restaurant: the rest waits, saying why', async () => {
    const rid = await newRestaurant();
    const to = `${unique('flood')}@example.com`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await queueEmail(rid, to, { subject: `Flood ${i}` }));

    await vi.waitFor(
      async () => {
        const rows = await app.deps.db
          .selectFrom('messages')
          .select(['status', 'last_error', 'next_attempt_at'])
          .where('id', 'in', ids)
          .execute();
        expect(rows.filter((r) => r.status === 'sent')).toHaveLength(3);
        const waiting = rows.filter((r) => r.status === 'queued');
        expect(waiting).toHaveLength(2);
        for (const r of waiting) {
          expect(r.last_error).toMatch(/at most 3 emails an hour \(MAIL_LIMIT_PER_HOUR\)/);
          expect(new Date(r.next_attempt_at!).getTime()).toBeGreaterThan(Date.now() + 55 * 60_000);
        }
      },
      { timeout: 15_000, interval: 50 },
    );
    expect(smtp.to(to)).toHaveLength(3);
    // Another restaurant is not held back by this one's flood.
    const other = `${unique('calm')}@example.com`;
    await settled(await queueEmail(await newRestaurant(), other));
  });

  it('a send whose mark is lost is not sent again while its claim holds; after it, once more with the same Message-ID', async () => {
    const rid = await newRestaurant();
    const to = `${unique('crash')}@example.com`;
    // The database refuses to mark this message sent: as if the worker died after the server took it.
    await sql`create table if not exists test_lost_marks (id uuid primary key)`.execute(app.deps.db);
    await sql`
      create or replace function test_lose_mark() returns trigger language plpgsql security definer as $$
      begin
        if new.status = 'sent' and exists (select 1 from test_lost_marks where id = new.id) then
          raise exception 'the worker died before marking the message sent';
        end if;
        return new;
      end $$`.execute(app.deps.db);
    await sql`drop trigger if exists test_lose_mark on messages`.execute(app.deps.db);
    await sql`create trigger test_lose_mark before update on messages for each row execute function test_lose_mark()`.execute(
      app.deps.db,
    );
    const id = await app.deps.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('messages')
        .values({ restaurant_id: rid, channel: 'email', kind: 'purchase_order', to, subject: 'Once', body: 'Once.' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await sql`insert into test_lost_marks values (${row.id})`.execute(trx);
      return row.id;
    });

    await vi.waitFor(() => expect(smtp.to(to)).toHaveLength(1), { timeout: 15_000, interval: 50 });
    const held = await messageRow(id);
    expect(held).toMatchObject({ status: 'queued', attempts: 1 });
    expect(held.sending_at).not.toBeNull();

    // The job again (its retry, a second worker): the attempt holds the message, nothing is sent.
    const queue = app.runtime.queue!;
    const send = jobOf(deliveryJobs, 'message.send', {
      ...app.deps,
      queue,
      delivery: deliveryOf(app.deps.config.delivery, app.deps.log),
    });
    await send.handle({ messageId: id });
    await send.handle({ messageId: id });
    expect(smtp.to(to)).toHaveLength(1);
    expect(await messageRow(id)).toMatchObject({ status: 'queued', attempts: 1 });

    // The claim runs out (the sender is gone for good): the message goes once more, as the same message.
    await sql`delete from test_lost_marks`.execute(app.deps.db);
    await app.deps.db
      .updateTable('messages')
      .set({ sending_at: sql`now() - interval '6 minutes'` })
      .where('id', '=', id)
      .execute();
    const row = await settled(id);
    expect(row.attempts).toBe(2);
    const copies = smtp.to(to);
    expect(copies).toHaveLength(2);
    expect(copies.map((m) => header(m.raw, 'Message-ID'))).toEqual([`<${id}@bistro.test>`, `<${id}@bistro.test>`]);
    await sql`drop trigger test_lose_mark on messages`.execute(app.deps.db);
  });

  it('fails, without trying, a message whose address its channel cannot reach (a writer that skipped the check)', async () => {
    const rid = await newRestaurant();
    const id = await queueEmail(rid, 'the supplier');
    const row = await settled(id, 'failed');
    expect(row).toMatchObject({ attempts: 0, last_error: 'Not a valid email address' });
  });

  it('keeps SMS in the app when no SMS provider is configured', async () => {
    const rid = await newRestaurant();
    const row = await app.deps.db
      .insertInto('messages')
      .values({
        restaurant_id: rid,
        channel: 'sms',
        kind: 'waitlist_ready',
        to: '+34600123456',
        body: 'Your table is ready.',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const kept = await settled(row.id, 'kept');
    expect(kept).toMatchObject({ attempts: 0, sent_at: null, last_error: null });
  });
});

describe('without SMTP_URL (the embedded default)', () => {
  it('keeps emails in the app: none is sent, none fails', async () => {
    const bare = await startTestApp({}, { ownDatabase: true });
    try {
      const user = await registerUser(bare.api);
      const row = await vi.waitFor(
        async () => {
          const r = await bare.deps.db
            .selectFrom('messages')
            .select(['status', 'attempts', 'sent_at'])
            .where('to', '=', user.email)
            .executeTakeFirstOrThrow();
          expect(r.status).toBe('kept');
          return r;
        },
        { timeout: 15_000, interval: 50 },
      );
      expect(row).toEqual({ status: 'kept', attempts: 0, sent_at: null });
      expect(smtp.to(user.email)).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });
});

describe.skipIf(testDatabase === 'pglite')('in the distributed workers (BullMQ)', () => {
  it('sends account messages and retries a refused one once, through Redis', async () => {
    const database = await createOwnDatabase();
    const config = loadConfig({
      ...ENV,
      PORT: '0',
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'never',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ros-mail-')),
      SMTP_URL: smtp.url,
    });
    const server = await startServer(config, { runtime: 'all', redisPrefix: testPrefix('mail') });
    try {
      const user = await registerUser(new ApiClient(server.url));
      smtp.refuse((recipient, tries) =>
        recipient === user.email && tries === 1 ? { code: 421, message: 'Busy' } : null,
      );
      await vi.waitFor(() => expect(smtp.to(user.email)).toHaveLength(1), { timeout: 15_000, interval: 50 });
      const row = await vi.waitFor(
        async () => {
          const r = await server.deps.db
            .selectFrom('messages')
            .select(['status', 'attempts'])
            .where('to', '=', user.email)
            .executeTakeFirstOrThrow();
          expect(r.status).toBe('sent');
          return r;
        },
        { timeout: 15_000, interval: 50 },
      );
      expect(row.attempts).toBe(2);
    } finally {
      smtp.refuse(null);
      await server.close();
      await database.drop();
    }
  });
});
