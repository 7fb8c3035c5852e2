import { z } from 'zod';

/** Reply shapes of the links in guests' messages: the manage-my-booking page and the unsubscribe page. */

/** A booking as its guest sees it from the link in their confirmation (no table, no notes of the staff). */
export const ZGuestBooking = z.object({
  restaurant: z.object({ name: z.string(), timeZone: z.string() }),
  name: z.string(),
  partySize: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The start in the restaurant's time zone, as the change form shows it. */
  date: z.string(),
  time: z.string(),
  status: z.enum(['booked', 'confirmed', 'seated', 'completed', 'cancelled', 'no_show']),
  /** Whether the guest may still cancel or move it (booked or confirmed, not begun). */
  canChange: z.boolean(),
  /** Bookings start every `slotMinutes` in the restaurant's time. */
  slotMinutes: z.number().int(),
});
export type GuestBooking = z.infer<typeof ZGuestBooking>;

/** The unsubscribe page: whose messages, to which address (partly hidden), and whether it is already off. */
export const ZUnsubscribeView = z.object({
  restaurantName: z.string(),
  address: z.string(),
  unsubscribed: z.boolean(),
});
export type UnsubscribeView = z.infer<typeof ZUnsubscribeView>;

/** An offer emailed to a customer: queued, or not sent because the customer unsubscribed from the restaurant's offers. */
export const ZOfferSent = z.object({ sent: z.boolean(), messageId: z.string().nullable() });
export type OfferSent = z.infer<typeof ZOfferSent>;
