import type { Reservation } from '@ros/shared-events';
import type { TenantContext } from '../../../kernel/tenant';
import { isAddressFor, queueMessage } from '../../messaging/outbox';
import { guestEmailExtras, newGuestToken, smsNumberOf } from '../../messaging/guest-recipients';
import * as repo from './reservations.repo';

/** Where a booking's guest can be written to: a valid email, a phone number in international form (or none). */
const contactOf = (r: Reservation) => ({
  email: r.email && isAddressFor('email', r.email) ? r.email : null,
  phone: smsNumberOf(r.phone),
});

/** What a booking's messages say, and where its manage-my-booking link points (made the first time). */
async function bookingData(ctx: TenantContext, r: Reservation) {
  const token = await repo.manageToken(ctx, r.id, newGuestToken(ctx.restaurant.id));
  return {
    reservationId: r.id,
    guestName: r.name,
    partySize: r.partySize,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    timeZone: ctx.restaurant.timeZone,
    managePath: `/reservation/${encodeURIComponent(token)}`,
  };
}

/**
 * The confirmation of a booking (new, or moved to another time or party size): by email when the
 * guest gave one (with the `.ics` file), else by SMS to a phone number in international form;
 * nothing when neither can be reached. One per version of the booking (`dedupeKey`).
 */
export async function queueConfirmation(ctx: TenantContext, linkBase: string, r: Reservation) {
  const { email, phone } = contactOf(r);
  // A walk-in is at the door: there is nothing to confirm.
  if ((!email && !phone) || r.source === 'walk_in') return null;
  const data = await bookingData(ctx, r);
  const common = { restaurantId: ctx.restaurant.id, relatedId: r.id, dedupeKey: `confirmation-${r.id}-v${r.version}` };
  if (email) {
    const extras = await guestEmailExtras(ctx.trx, linkBase, ctx.restaurant.id, email);
    return queueMessage(ctx.trx, linkBase, {
      ...common,
      kind: 'reservation_confirmation',
      to: email,
      data: { ...data, unsubscribePath: extras.unsubscribePath },
      headers: extras.headers,
    });
  }
  return queueMessage(ctx.trx, linkBase, { ...common, kind: 'reservation_confirmation_sms', to: phone!, data });
}

/**
 * The reminder before a booking: by SMS first (read on the way), else by email; once per start time
 * (`dedupeKey`), so a retried or replayed job writes nothing more.
 */
export async function queueReminder(ctx: TenantContext, linkBase: string, r: Reservation) {
  const { email, phone } = contactOf(r);
  if (!phone && !email) return null;
  const data = await bookingData(ctx, r);
  const common = {
    restaurantId: ctx.restaurant.id,
    relatedId: r.id,
    dedupeKey: `reminder-${r.id}-${Date.parse(r.startsAt)}`,
  };
  if (phone) return queueMessage(ctx.trx, linkBase, { ...common, kind: 'reservation_reminder', to: phone, data });
  const extras = await guestEmailExtras(ctx.trx, linkBase, ctx.restaurant.id, email!);
  return queueMessage(ctx.trx, linkBase, {
    ...common,
    kind: 'reservation_reminder_email',
    to: email!,
    data: { ...data, unsubscribePath: extras.unsubscribePath },
    headers: extras.headers,
  });
}
