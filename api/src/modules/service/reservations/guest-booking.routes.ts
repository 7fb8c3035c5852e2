import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { counterStore, tooManyAttempts, type FailureCounter } from '../../identity/auth';
import { cancelGuestBooking, changeGuestBooking, guestBooking, UNKNOWN_BOOKING } from './guest-booking.service';

const TEN_MINUTES = 600;

/**
 * A guest's manage-my-booking link (`/reservation/<token>`, from their confirmation): see the booking,
 * cancel it, move it. Public: the token (256 random bits, unique to the booking) is the only key.
 * Counted per client address (a guesser is cut off long before a token could be found) and, for
 * changes, per booking (a guest trying times finds one well within it; a script cannot churn the
 * restaurant's tables).
 */
export const guestBookingRoutes = defineRoutes('guest-booking', (r, deps) => {
  const store = counterStore(deps.config.redisUrl);
  const readsPerAddress = store.counter('booking_link_address', 300, TEN_MINUTES);
  const changesPerBooking = store.counter('booking_link_changes', 20, TEN_MINUTES);
  const take = async (counter: FailureCounter, key: string, what: string) => {
    const wait = await counter.blockedForMs(key);
    if (wait > 0) throw tooManyAttempts(what, wait);
    await counter.fail(key);
  };
  const system = { db: deps.db, log: deps.log, afterCommit: deps.afterCommit };
  const notFound = UNKNOWN_BOOKING;

  r.open(op.getGuestBooking, { summary: "A guest's own booking, from its link", notFound }, async (ctx, { params }) => {
    await take(readsPerAddress, ctx.ip, 'requests');
    return guestBooking(system, params.bookingToken);
  });
  r.open(
    op.changeGuestBooking,
    { summary: 'The guest moves their booking or changes its party size', notFound },
    async (ctx, { params, body }) => {
      await take(readsPerAddress, ctx.ip, 'requests');
      await take(changesPerBooking, params.bookingToken, 'changes to this booking');
      return changeGuestBooking(system, params.bookingToken, body);
    },
  );
  r.open(op.cancelGuestBooking, { summary: 'The guest cancels their booking', notFound }, async (ctx, { params }) => {
    await take(readsPerAddress, ctx.ip, 'requests');
    return cancelGuestBooking(system, params.bookingToken);
  });
});
