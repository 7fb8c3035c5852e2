import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEveryEmailArrived } from '../fixtures/arrived-by-smtp';
import { startFakeSmtp, type FakeSmtp } from '../fixtures/smtp-server';
import { reportJobs } from '@ros/api/modules/insight/reports/reports.jobs';
import type { JobQueue } from '@ros/workers';
import { registerUser, type RegisteredUser } from '../factories';
import { addDish } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant, type StaffMember } from '../fixtures/restaurant';
import { jobOf } from '../fixtures/run-job';
import { startTestApp, unique, type TestApp } from '../harness';

/**
 * Issue 36, the templates of staff, managers, accounts and suppliers: each queued by its real
 * trigger (an HTTP call or a job) into the outbox with its recipient, subject, language, HTML and
 * text, a link that does what it says, and the purchase order's PDF.
 */

let smtp: FakeSmtp;
let app: TestApp;
let owner: RegisteredUser;
let waiter: StaffMember;
let rid: string;
let base: string;

beforeAll(async () => {
  smtp = await startFakeSmtp();
  app = await startTestApp({ SMTP_URL: smtp.url });
  ({
    owner,
    rid,
    base,
    staff: [waiter],
  } = await setupRestaurant(app, {
    plan: 'premium',
    restaurant: { timeZone: 'Europe/Madrid', currency: 'EUR', language: 'es' },
    staff: ['waiter'],
  }));
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

/** The newest message of a kind to an address, as the outbox holds it. */
const messageTo = (kind: string, to: string) =>
  app.deps.db
    .selectFrom('messages')
    .selectAll()
    .where('kind', '=', kind)
    .where('to', '=', to.toLowerCase())
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
const messagesOf = (kind: string) =>
  app.deps.db.selectFrom('messages').selectAll().where('kind', '=', kind).where('restaurant_id', '=', rid).execute();
const linkIn = (text: string, path: string) => {
  const link = text.match(new RegExp(`https?://[^\\s\\]]+${path.replace('?', '\\?')}=[\\w-]+`))?.[0];
  if (!link) throw new Error(`no ${path} link in: ${text}`);
  return link;
};
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('account messages', () => {
  it('queues the confirmation link in the account’s language; following it confirms the address', async () => {
    const fresh = await registerUser(app.api);
    const message = await messageTo('email_verification', fresh.email);
    expect(message).toMatchObject({ subject: 'Confirm your email address', language: 'en', restaurant_id: null });
    const link = linkIn(message.body, '/verify-email?token');
    expect(link.startsWith(app.deps.config.linkBase)).toBe(true);
    expect(message.html).toContain(`href="${link}"`);
    await ok(app.api.withToken(null).post('/api/auth/verify-email', { token: tokenOf(link) }));
    const user = await app.deps.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('id', '=', fresh.user.id)
      .executeTakeFirstOrThrow();
    expect(user.email_verified_at).not.toBeNull();

    // In Spanish once the account reads Spanish: a change of address gets its link in Spanish.
    await ok(fresh.api.patch('/api/me', { language: 'es' }));
    const newAddress = `${unique('nuevo')}@test.restaurant-os.app`;
    await ok(fresh.api.patch('/api/me', { email: newAddress }));
    const spanish = await messageTo('email_verification', newAddress);
    expect(spanish).toMatchObject({ subject: 'Confirma tu dirección de correo', language: 'es' });
    expect(spanish.body).toContain(newAddress);
  });

  it('queues a reset link in Spanish to a Spanish account; following it sets the new password', async () => {
    const fresh = await registerUser(app.api);
    await ok(fresh.api.patch('/api/me', { language: 'es' }));
    await ok(app.api.withToken(null).post('/api/auth/forgot-password', { email: fresh.email }), 202);
    const message = await messageTo('password_reset', fresh.email);
    expect(message).toMatchObject({ subject: 'Restablece tu contraseña', language: 'es', user_id: fresh.user.id });
    expect(message.body).toContain('30 minutos');
    const link = linkIn(message.body, '/reset-password?token');
    await ok(
      app.api.withToken(null).post('/api/auth/reset-password', { token: tokenOf(link), password: 'Nueva-clave-99' }),
      204,
    );
    const login = await app.api.withToken(null).post('/jwt/login', { email: fresh.email, password: 'Nueva-clave-99' });
    expect(login.status).toBe(200);
  });
});

describe('restaurant messages', () => {
  it('keeps the restaurant’s language in its settings: en or es only', async () => {
    expect((await ok(owner.api.get(base))).language).toBe('es');
    const bad = await owner.api.patch(base, { language: 'fr' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Choose English or Spanish.');
  });

  it('emails each member their published shifts in the restaurant’s time zone, once per publish, as one email', async () => {
    await ok(waiter.api.patch('/api/me', { language: 'es' }));
    // The email follows the member's settings for shift changes (off by default: the bell only).
    await ok(waiter.api.put('/api/me/notifications', { shift_change: { email: true } }));
    for (const day of ['2027-04-05', '2027-04-06'])
      await ok(
        owner.api.post(`${base}/shifts`, {
          memberId: waiter.member.id,
          startsAt: `${day}T07:00:00.000Z`,
          endsAt: `${day}T15:00:00.000Z`,
          notes: 'Terraza',
        }),
        201,
      );
    await ok(owner.api.post(`${base}/shifts/publish`, { from: '2027-04-05', to: '2027-04-11' }));
    await ok(owner.api.post(`${base}/shifts/publish`, { from: '2027-04-05', to: '2027-04-11' }));
    const sent = await messagesOf('shift_published');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: waiter.email.toLowerCase(), user_id: waiter.user.id, language: 'es' });
    expect(sent[0]!.subject).toMatch(/^Tus nuevos turnos en /);
    // 07:00 UTC is 09:00 in Madrid (summer time).
    expect(sent[0]!.body).toContain('9:00');
    expect(sent[0]!.body).toContain('lunes, 5 de abril de 2027');
    expect(sent[0]!.html).toContain('<table');
    expect(sent[0]!.body).toContain(`${app.deps.config.linkBase}/apps/management/schedule`);
    // One person, one email: the shift list is the notification's email, not a second one beside it.
    const toWaiter = await app.deps.db
      .selectFrom('messages')
      .select('kind')
      .where('restaurant_id', '=', rid)
      .where('to', '=', waiter.email.toLowerCase())
      .where('kind', 'in', ['shift_published', 'notification'])
      .execute();
    expect(toWaiter.map((m) => m.kind)).toEqual(['shift_published']);
  });

  it('queues the closed day’s figures to the owner as an HTML table in euros', async () => {
    const yesterday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(
      new Date(Date.now() - 86_400_000),
    );
    await app.deps.db
      .insertInto('report_hourly')
      .values({
        restaurant_id: rid,
        business_day: yesterday,
        bucket_start: new Date(`${yesterday}T12:00:00Z`),
        local_hour: 13,
        weekday: 1,
        bills: 2,
        covers: 3,
        sales: 123450,
        grand_total: 135795,
        tax: 12345,
      })
      .execute();
    const job = jobOf(reportJobs, 'report.end-of-day', {
      db: app.deps.db,
      log: app.deps.log,
      queue: { enqueue: async () => {} } as unknown as JobQueue,
      linkBase: app.deps.config.linkBase,
    });
    await job.handle({ windowStart: 0 });
    await job.handle({ windowStart: 0 });
    const sent = await messagesOf('end_of_day');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: owner.email.toLowerCase(), language: 'en' });
    expect(sent[0]!.subject).toContain(`: end of day ${yesterday}`);
    expect(sent[0]!.html).toMatch(/<table[^>]*>[\s\S]*Total taken[\s\S]*€1,357\.95/);
    expect(sent[0]!.body).toContain('€1,234.50');
  });

  it('emails a refund receipt to the bill’s customer in the restaurant’s language and currency', async () => {
    const email = `${unique('guest')}@test.restaurant-os.app`;
    const customer = await ok(owner.api.post(`${base}/customers`, { name: 'Lucía', email }), 201);
    const dish = await addDish(owner.api, base, { name: 'Paella', price: 2000 });
    const order = await ok(
      owner.api.post(`${base}/orders`, {
        type: 'takeaway',
        customerId: customer.id,
        items: [{ dishId: dish, quantity: 1 }],
        send: true,
      }),
      201,
    );
    const bill = await ok(owner.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
    const paid = await ok(
      owner.api.post(`${base}/bills/${bill.id}/payments`, { method: 'card', amount: bill.totals.grandTotal }),
      201,
    );
    const refund = await ok(
      owner.api.post(`${base}/payments/${paid.payment.id}/refund`, { amount: 550, reason: 'frío' }),
      201,
    );
    const message = await messageTo('refund_receipt', email);
    expect(message).toMatchObject({ language: 'es', related_id: refund.payment.id, marketing: false });
    expect(message.subject).toMatch(/^Tu devolución de /);
    expect(message.body).toMatch(/Devuelto ahora\s+5,50\s€/);
    expect(message.html).toContain('frío');
  });

  it('emails a placed purchase order to its supplier with its PDF; 400 when the supplier has no email', async () => {
    const units = Object.fromEntries(
      (await ok(owner.api.get(`${base}/measuring-units`))).data.map((u: { abbreviation: string; id: string }) => [
        u.abbreviation,
        u.id,
      ]),
    );
    const rice = await ok(owner.api.post(`${base}/inventory-items`, { name: 'Arroz bomba', unitId: units.kg }), 201);
    const order = async (supplier: { id: string }) => {
      const po = await ok(
        owner.api.post(`${base}/purchases`, {
          supplierId: supplier.id,
          lines: [{ itemId: rice.id, quantity: 10, unitCost: 300 }],
        }),
        201,
      );
      return ok(owner.api.post(`${base}/purchases/${po.id}/order`));
    };
    const address = `${unique('granero')}@test.restaurant-os.app`;
    const supplier = await ok(
      owner.api.post(`${base}/suppliers`, { name: 'El Granero', email: address, contactName: 'Marta' }),
      201,
    );
    const po = await order(supplier);
    const sent = await ok(owner.api.post(`${base}/purchases/${po.id}/email`));
    expect(sent.to).toBe(address);
    const message = await messageTo('purchase_order', address);
    expect(message).toMatchObject({ id: sent.messageId, language: 'es', related_id: po.id });
    expect(message.subject).toBe(`Pedido de compra ${po.poNo} de ${(await ok(owner.api.get(base))).name}`);
    expect(message.body).toContain('Hola, Marta:');
    expect(message.body).toMatch(/Arroz bomba\s+10 kg\s+3,00\s€\s+30,00\s€/);
    const [pdf] = message.attachments as { filename: string; contentType: string; contentBase64: string }[];
    expect(pdf).toMatchObject({ filename: `pedido-de-compra-${po.poNo}.pdf`, contentType: 'application/pdf' });
    expect(Buffer.from(pdf!.contentBase64, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const silent = await ok(owner.api.post(`${base}/suppliers`, { name: 'Sin Correo' }), 201);
    const unmailable = await order(silent);
    const refused = await owner.api.post(`${base}/purchases/${unmailable.id}/email`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.to).toContain('Sin Correo has no email address');
    expect(await messagesOf('purchase_order')).toHaveLength(1);
  });

  it('emails a credit customer the period’s charges, payments and balance; 400 without an address', async () => {
    const email = `${unique('cuenta')}@test.restaurant-os.app`;
    const customer = await ok(
      owner.api.post(`${base}/customers`, { name: 'Bodega Sur', email, hasCreditAccount: true, creditLimit: null }),
      201,
    );
    const dish = await addDish(owner.api, base, { name: 'Tortilla', price: 1500 });
    const order = await ok(
      owner.api.post(`${base}/orders`, { type: 'takeaway', items: [{ dishId: dish, quantity: 2 }], send: true }),
      201,
    );
    const bill = await ok(owner.api.post(`${base}/orders/${order.id}/bill`, {}), 201);
    await ok(owner.api.post(`${base}/bills/${bill.id}/charge-to-account`, { customerId: customer.id }));
    await ok(
      owner.api.post(`${base}/customer-payments`, { customerId: customer.id, amount: 1000, method: 'card' }),
      201,
    );
    const sent = await ok(
      owner.api.post(`${base}/customers/${customer.id}/statement`, { from: '2020-01-01', to: '2099-12-31' }),
    );
    const message = await messageTo('account_statement', email);
    expect(message).toMatchObject({ id: sent.messageId, language: 'es', related_id: customer.id });
    expect(message.subject).toMatch(/^Tu extracto de cuenta de /);
    expect(message.html).toContain('<table');
    expect(message.body).toContain(`Cargo · Bill #${bill.number}`);
    expect(message.body).toContain('Pago');
    expect(message.body).toMatch(/Saldo pendiente\s+20,00\s€/);

    const nobody = await ok(
      owner.api.post(`${base}/customers`, { name: 'Sin Correo SL', hasCreditAccount: true, creditLimit: null }),
      201,
    );
    const refused = await owner.api.post(`${base}/customers/${nobody.id}/statement`, {
      from: '2020-01-01',
      to: '2099-12-31',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.to).toContain('has no email address');
    const backwards = await owner.api.post(`${base}/customers/${customer.id}/statement`, {
      from: '2026-02-01',
      to: '2026-01-01',
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error.fields.to).toBe('The last day is before the first.');
  });
});

/** The kinds of email this file's tests made (SMS kinds are kept: no SMS provider here). */
const KINDS = [
  'account_statement',
  'email_verification',
  'end_of_day',
  'password_reset',
  'purchase_order',
  'refund_receipt',
  'shift_published',
  'staff_invitation',
];
describe('over SMTP', () => {
  it('every email above arrived: to its recipient, with its subject in its language and its links', async () => {
    await expectEveryEmailArrived(app.deps.db, smtp, KINDS);
  });
});
