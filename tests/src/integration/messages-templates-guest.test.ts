import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEveryEmailArrived } from '../fixtures/arrived-by-smtp';
import { startFakeSmtp, type FakeSmtp } from '../fixtures/smtp-server';
import type { RegisteredUser } from '../factories';
import { addCustomer, addDish, addSpaceWithTables, addStation } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupPremiumRestaurant } from '../fixtures/restaurant';
import { startTestApp, type TestApp } from '../harness';

/**
 * Issue 36, guests' messages: each queued by its real trigger in the restaurant's language (Spanish
 * here), the booking confirmation's `.ics` and manage-my-booking link (see, move, cancel), the
 * reminder, the waitlist's "table ready", an online order's confirmation and "ready for pickup"
 * with its track link, and unsubscribe: no more offers, but confirmations still come.
 */

let smtp: FakeSmtp;
let app: TestApp;
let owner: RegisteredUser;
let rid: string;
let base: string;
let tableId: string;
let soupId: string;

beforeAll(async () => {
  // A database of its own: another file's app would run its clock's scans (reminders) over these bookings.
  smtp = await startFakeSmtp();
  app = await startTestApp({ SMTP_URL: smtp.url }, { ownDatabase: true });
  ({ owner, rid, base } = await setupPremiumRestaurant(app, {
    restaurant: { timeZone: 'UTC' },
    update: { settings: { guestOrdering: { online: true } } },
  }));
  await app.deps.db.updateTable('restaurants').set({ language: 'es' }).where('id', '=', rid).execute();
  tableId = (await addSpaceWithTables(owner.api, base, 'Sala', [{ name: 'M1', capacity: 4 }])).tableIds.M1;
  const station = await addStation(owner.api, base, 'Cocina');
  const menu = await ok(owner.api.post(`${base}/menus`, { name: 'Carta', isActive: true }), 201);
  const category = await ok(owner.api.post(`${base}/categories`, { menuId: menu.id, name: 'Platos' }), 201);
  soupId = await addDish(owner.api, base, { name: 'Sopa', price: 650, stationId: station, categoryIds: [category.id] });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});

const guest = () => app.api.withToken(null);
const messages = (relatedId: string, kind: string) =>
  app.deps.db
    .selectFrom('messages')
    .selectAll()
    .where('restaurant_id', '=', rid)
    .where('related_id', '=', relatedId)
    .where('kind', '=', kind)
    .orderBy('created_at')
    .execute();
/** The one message of a kind about a row, once the job that queues it has run. */
async function messageOf(relatedId: string, kind: string, count = 1) {
  await expect.poll(async () => (await messages(relatedId, kind)).length, { timeout: 20_000 }).toBe(count);
  return (await messages(relatedId, kind))[count - 1]!;
}
/** The path of a link a message carries (its host is the configured public address). */
const pathIn = (text: string, prefix: string) => {
  const found = new RegExp(`https?://[^/\\s]+(${prefix}[^\\s\\])>]+)`).exec(text);
  if (!found) throw new Error(`no ${prefix} link in ${text}`);
  return found[1]!;
};
/** Tomorrow (UTC) at a time, the restaurant's zone being UTC. */
const tomorrowAt = (time: string) => {
  const day = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
  return { day, iso: `${day}T${time}:00.000Z` };
};
const book = (body: Record<string, unknown>) =>
  ok(owner.api.post(`${base}/reservations`, { partySize: 2, tableIds: [tableId], ...body }), 201);
const unknownToken = () => `${rid}.${randomBytes(32).toString('base64url')}`;

describe('guest message templates', () => {
  it('confirms a booking by email with its .ics and a link that shows, moves and cancels it', async () => {
    const { day, iso } = tomorrowAt('19:00');
    const booking = await book({ name: 'Lucía', email: 'lucia@example.com', startsAt: iso });

    const confirmation = await messageOf(booking.id, 'reservation_confirmation');
    expect(confirmation).toMatchObject({ channel: 'email', to: 'lucia@example.com', language: 'es', marketing: false });
    expect(confirmation.subject).toMatch(/^Tu mesa en .+ está reservada$/);
    expect(confirmation.html).toContain('Cambiar o cancelar la reserva');
    expect(confirmation.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const [ics] = confirmation.attachments as { filename: string; contentType: string; contentBase64: string }[];
    expect(ics).toMatchObject({ filename: 'reservation.ics', contentType: 'text/calendar' });
    const calendar = Buffer.from(ics!.contentBase64, 'base64').toString();
    expect(calendar).toContain('BEGIN:VCALENDAR');
    expect(calendar).toContain(`DTSTART:${day.replaceAll('-', '')}T190000Z`);

    // The link: the guest sees their booking, without an account.
    const manage = `/api/public${pathIn(confirmation.body, '/reservation/')}`.replace(
      '/reservation/',
      '/reservations/',
    );
    expect(await ok(guest().get(manage))).toMatchObject({
      name: 'Lucía',
      partySize: 2,
      date: day,
      time: '19:00',
      status: 'booked',
      canChange: true,
    });
    expect((await guest().get(`/api/public/reservations/${unknownToken()}`)).status).toBe(404);
    expect((await guest().get('/api/public/reservations/not-a-token')).status).toBe(404);

    // Off the slot grid: the restaurant's rules refuse it, nothing changes.
    expect((await guest().patch(manage, { date: day, time: '20:07' })).status).toBe(422);
    expect((await guest().patch(manage, {})).body.error.fields).toEqual({ time: 'Choose a new time or party size.' });
    const moved = await ok(guest().patch(manage, { date: day, time: '20:30', partySize: 3 }));
    expect(moved).toMatchObject({ time: '20:30', partySize: 3, startsAt: `${day}T20:30:00.000Z` });
    expect(await ok(owner.api.get(`${base}/reservations/${booking.id}`))).toMatchObject({
      partySize: 3,
      startsAt: `${day}T20:30:00.000Z`,
    });
    // Moved: a new confirmation, at the new time.
    const again = await messageOf(booking.id, 'reservation_confirmation', 2);
    expect(
      Buffer.from((again.attachments as { contentBase64: string }[])[0]!.contentBase64, 'base64').toString(),
    ).toContain(`DTSTART:${day.replaceAll('-', '')}T203000Z`);

    expect(await ok(guest().post(`${manage}/cancel`))).toMatchObject({ status: 'cancelled', canChange: false });
    expect((await ok(owner.api.get(`${base}/reservations/${booking.id}`))).status).toBe('cancelled');
    expect((await guest().post(`${manage}/cancel`)).status).toBe(422);
  });

  it('confirms by SMS when the booking has only a phone, and reminds by email when it has only an email', async () => {
    const bySms = await book({ name: 'Pablo', phone: '+34 600 123 456', startsAt: tomorrowAt('13:00').iso });
    const sms = await messageOf(bySms.id, 'reservation_confirmation_sms');
    expect(sms).toMatchObject({ channel: 'sms', to: '+34600123456', language: 'es', subject: null });
    expect(sms.body).toContain('Cambiar o cancelar:');
    expect(pathIn(sms.body, '/reservation/')).toMatch(/^\/reservation\//);

    // Starting within the reminder's lead (two hours by default): the reminder is due at once.
    const soon = new Date(Date.now() + 60 * 60_000);
    soon.setUTCMinutes(Math.ceil(soon.getUTCMinutes() / 15) * 15, 0, 0);
    const byEmail = await book({ name: 'Eva', email: 'eva@example.com', startsAt: soon.toISOString(), tableIds: [] });
    const reminder = await messageOf(byEmail.id, 'reservation_reminder_email');
    expect(reminder).toMatchObject({ channel: 'email', to: 'eva@example.com', language: 'es' });
    expect(reminder.subject).toMatch(/^Recordatorio: tu mesa en /);
    expect(reminder.body).toContain('/reservation/');
  });

  it('texts a waiting party that their table is ready', async () => {
    const entry = await ok(
      owner.api.post(`${base}/waitlist`, {
        name: 'Marta',
        phone: '+34 611 222 333',
        partySize: 2,
        quotedWaitMinutes: 10,
      }),
      201,
    );
    const notified = await ok(owner.api.post(`${base}/waitlist/${entry.id}/status`, { status: 'notified' }));
    const message = (await messages(entry.id, 'waitlist_table_ready'))[0]!;
    expect(message.id).toBe(notified.messageId);
    expect(message).toMatchObject({ channel: 'sms', to: '+34611222333', language: 'es' });
    expect(message.body).toMatch(/^Hola Marta, tu mesa en .+ está lista\./);

    const local = await ok(
      owner.api.post(`${base}/waitlist`, { name: 'Leo', phone: '611 222 333', partySize: 2, quotedWaitMinutes: 10 }),
      201,
    );
    const refused = await owner.api.post(`${base}/waitlist/${local.id}/status`, { status: 'notified' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toHaveProperty('phone');
  });

  it("confirms a guest's pickup order and tells them when it is ready, with its track link", async () => {
    const { slots } = await ok(guest().get(`/api/public/restaurants/${rid}/ordering`));
    const placed = await ok(
      guest().post(
        `/api/public/restaurants/${rid}/orders`,
        {
          channel: 'pickup',
          customerName: 'Nuria',
          phone: '+34 622 000 111',
          wantedAt: slots[0],
          items: [{ dishId: soupId, quantity: 2 }],
        },
        { 'idempotency-key': randomUUID() },
      ),
      201,
    );
    const guestOrder = await app.deps.db
      .selectFrom('guest_orders')
      .select(['id', 'status', 'order_id'])
      .where('restaurant_id', '=', rid)
      .executeTakeFirstOrThrow();
    const confirmation = (await messages(guestOrder.id, 'guest_order_confirmation'))[0]!;
    expect(confirmation).toMatchObject({ channel: 'sms', to: '+34622000111', language: 'es' });
    const track = pathIn(confirmation.body, '/track/');
    expect(track).toBe(`/track/${encodeURIComponent(placed.token)}`);
    expect((await ok(guest().get(`/api/public/orders/${decodeURIComponent(track.slice(7))}`))).stage).toBe('received');

    // A new phone's first order waits for the staff; accepted, it goes to the kitchen, which marks it ready.
    await ok(owner.api.post(`${base}/guest-orders/${guestOrder.id}/accept`));
    const { order_id: orderId } = await app.deps.db
      .selectFrom('guest_orders')
      .select('order_id')
      .where('id', '=', guestOrder.id)
      .executeTakeFirstOrThrow();
    const kds = await ok(owner.api.get(`${base}/kds`));
    for (const ticket of kds.tickets.filter((t: { orderId: string }) => t.orderId === orderId))
      await ok(owner.api.post(`${base}/tickets/${ticket.id}/ready`, {}));
    const ready = await messageOf(guestOrder.id, 'guest_order_ready');
    expect(ready).toMatchObject({ channel: 'sms', to: '+34622000111', language: 'es' });
    expect(ready.body).toContain('está listo para recoger');
    expect(pathIn(ready.body, '/track/')).toBe(track);
    // The token the link carries is in the queued messages alone: the order's row keeps its hash.
    const row = await app.deps.db
      .selectFrom('guest_orders')
      .selectAll()
      .where('id', '=', guestOrder.id)
      .executeTakeFirstOrThrow();
    expect(row).not.toHaveProperty('track_path');
    expect(JSON.stringify(row)).not.toContain(placed.token.split('.')[1]);
  });

  it('unsubscribes an address from offers (one click), which still gets its booking confirmation', async () => {
    const customerId = await addCustomer(owner.api, base, { name: 'Irene', email: 'Irene@Example.com' });
    const offer = await ok(
      owner.api.post(`${base}/customers/${customerId}/offer`, { text: '2x1 en postres este jueves' }),
    );
    expect(offer.sent).toBe(true);
    const [sent] = await messages(customerId, 'guest_offer');
    expect(sent).toMatchObject({
      to: 'Irene@Example.com',
      marketing: true,
      language: 'es',
      subject: expect.stringMatching(/^Una oferta de /),
    });
    expect(sent!.body).toContain('2x1 en postres este jueves');
    const oneClick = /^<https?:\/\/[^/]+(\/api\/public\/unsubscribe\/[^>]+)>$/.exec(
      (sent!.headers as Record<string, string>)['List-Unsubscribe']!,
    )![1]!;
    expect(pathIn(sent!.body, '/unsubscribe/')).toBe(oneClick.replace('/api/public', ''));

    expect(await ok(guest().get(oneClick))).toEqual({
      restaurantName: expect.any(String),
      address: 'i…e@example.com',
      unsubscribed: false,
    });
    expect((await guest().get(`/api/public/unsubscribe/${unknownToken()}`)).status).toBe(404);
    // A mail client's one-click POST (RFC 8058): a form body, no session.
    const clicked = await fetch(app.url + oneClick, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.status).toBe(200);
    expect((await ok(guest().get(oneClick))).unsubscribed).toBe(true);

    expect(await ok(owner.api.post(`${base}/customers/${customerId}/offer`, { text: 'Otra oferta' }))).toEqual({
      sent: false,
      messageId: null,
    });
    expect(await messages(customerId, 'guest_offer')).toHaveLength(1);

    const booking = await book({
      name: 'Irene',
      email: 'irene@example.com',
      startsAt: tomorrowAt('21:00').iso,
      tableIds: [],
    });
    expect((await messageOf(booking.id, 'reservation_confirmation')).to).toBe('irene@example.com');
  });

  it('refuses an offer to a customer without an email, and an empty offer', async () => {
    const customerId = await addCustomer(owner.api, base, { name: 'Sin correo', phone: '+34633000000' });
    const refused = await owner.api.post(`${base}/customers/${customerId}/offer`, { text: 'Hola' });
    expect(refused.status).toBe(422);
    expect((await owner.api.post(`${base}/customers/${customerId}/offer`, { text: '' })).status).toBe(400);
  });
});

/** The kinds of email this file's tests made (SMS kinds are kept: no SMS provider here). */
const KINDS = ['email_verification', 'guest_offer', 'reservation_confirmation', 'reservation_reminder_email'];
describe('over SMTP', () => {
  it('every email above arrived: to its recipient, with its subject in its language and its links', async () => {
    await expectEveryEmailArrived(app.deps.db, smtp, KINDS);
  });
});
