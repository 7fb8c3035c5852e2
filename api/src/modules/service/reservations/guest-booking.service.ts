import type { GuestBooking, GuestBookingChangeBody, Reservation } from '@ros/shared-events';
import { guestTokenRestaurant } from '@ros/db';
import { AppError, ruleViolation } from '../../../kernel/errors';
import { runAsSystem, type SystemDeps } from '../../../kernel/system';
import type { TenantContext } from '../../../kernel/tenant';
import { rulesFrom } from './reservation-rules';
import * as repo from './reservations.repo';
import { availability, getReservation, setReservationStatus, updateReservation } from './reservations.service';
import { wallClock, zonedInstant } from './zoned-time';

/** What every wrong, old or foreign manage-my-booking link is told. */
export const UNKNOWN_BOOKING = 'This booking link is not valid.';
const TOO_LATE = 'This booking can no longer be changed online. Please call the restaurant.';
/** Who the events of a guest's own change name. */
const GUEST = { userId: null, name: 'Guest (booking link)' };

/**
 * Runs a guest's action on the booking their link names, as one command of its restaurant (the
 * reservations module's own rules and services, acting for the guest); 404 for any other token.
 */
async function asBookingGuest<T>(
  deps: SystemDeps,
  token: string,
  fn: (ctx: TenantContext, booking: Reservation) => Promise<T>,
): Promise<T> {
  const restaurantId = guestTokenRestaurant(token);
  if (!restaurantId) throw new AppError('not_found', UNKNOWN_BOOKING);
  const result = await runAsSystem(
    deps,
    restaurantId,
    async (ctx) => {
      const found = await repo.reservationIdByToken(ctx, token);
      if (!found) throw new AppError('not_found', UNKNOWN_BOOKING);
      return { value: await fn(ctx, await getReservation(ctx, found.id)) };
    },
    GUEST,
  );
  if (!result) throw new AppError('not_found', UNKNOWN_BOOKING);
  return result.value;
}

const canChange = (r: Reservation) =>
  (r.status === 'booked' || r.status === 'confirmed') && Date.parse(r.startsAt) > Date.now();

/** The booking as its guest sees it: when (in the restaurant's time), for how many, and whether it may still change. */
async function view(ctx: TenantContext, r: Reservation): Promise<GuestBooking> {
  const settings = await repo.restaurantSettings(ctx);
  const local = wallClock(new Date(r.startsAt), settings.time_zone);
  return {
    restaurant: { name: ctx.restaurant.name, timeZone: settings.time_zone },
    name: r.name,
    partySize: r.partySize,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    date: local.date,
    time: local.time,
    status: r.status,
    canChange: canChange(r),
    slotMinutes: rulesFrom(settings.settings).slotMinutes,
  };
}

/** `GET /api/public/reservations/:token`: the booking of a guest's link. */
export const guestBooking = (deps: SystemDeps, token: string) => asBookingGuest(deps, token, view);

/** `POST …/cancel`: the guest cancels their booking (before it begins); its tables are free again. */
export const cancelGuestBooking = (deps: SystemDeps, token: string) =>
  asBookingGuest(deps, token, async (ctx, r) => {
    if (!canChange(r)) throw ruleViolation(TOO_LATE);
    return view(ctx, await setReservationStatus(ctx, r.id, { status: 'cancelled', reason: 'Cancelled by the guest' }));
  });

/**
 * `PATCH …`: the guest moves their booking or changes its party size, within the restaurant's
 * booking rules (lead time, slot grid, opening hours, checked by `updateReservation`). Its tables
 * stay when they are free then and seat the party; otherwise the smallest free table that does is
 * taken, and with none the guest is asked for another time.
 */
export const changeGuestBooking = (deps: SystemDeps, token: string, body: GuestBookingChangeBody) =>
  asBookingGuest(deps, token, async (ctx, r) => {
    if (!canChange(r)) throw ruleViolation(TOO_LATE);
    const { time_zone: timeZone } = await repo.restaurantSettings(ctx);
    const start = body.date && body.time ? zonedInstant(body.date, body.time, timeZone) : new Date(r.startsAt);
    const partySize = body.partySize ?? r.partySize;
    const end = new Date(start.getTime() + r.durationMinutes * 60_000);
    const current = r.tables.map((t) => t.id);
    const seats = (await repo.lockTables(ctx, current)).reduce((s, t) => s + t.capacity, 0);
    const clash = current.length ? await repo.overlapping(ctx, current, start, end, r.id) : [];
    let tableIds = current;
    if (current.length && (clash.length || seats < partySize)) {
      const free = await availability(ctx, {
        startsAt: start.toISOString(),
        partySize,
        duration: r.durationMinutes,
        excludeReservationId: r.id,
      });
      if (!free.suggested)
        throw ruleViolation(`No table for ${partySize} is free at that time. Please choose another time.`, 'time');
      tableIds = [free.suggested.id];
    }
    const moved = await updateReservation(ctx, r.id, {
      version: r.version,
      startsAt: start.toISOString(),
      partySize,
      tableIds,
    });
    return view(ctx, moved);
  });
