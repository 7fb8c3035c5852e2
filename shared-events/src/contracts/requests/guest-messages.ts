import { z } from 'zod';
import { ZClockTime } from './primitives';

/** A guest moves their booking: a new day and time (the restaurant's local time) and/or party size. */
export const ZGuestBookingChangeBody = z
  .object({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date.')
      .optional(),
    time: ZClockTime.optional(),
    partySize: z.number().int().min(1, 'At least 1 guest.').max(50, 'At most 50 guests.').optional(),
  })
  .refine((b) => (b.date === undefined) === (b.time === undefined), {
    message: 'Choose both a date and a time.',
    path: ['time'],
  })
  .refine((b) => b.time !== undefined || b.partySize !== undefined, {
    message: 'Choose a new time or party size.',
    path: ['time'],
  });
export type GuestBookingChangeBody = z.infer<typeof ZGuestBookingChangeBody>;

/** An offer to one customer, in the restaurant's words (it is marketing: unsubscribed guests get none). */
export const ZCustomerOfferBody = z.object({
  text: z.string().trim().min(1, 'Write the offer.').max(2000, 'At most 2000 characters.'),
});
export type CustomerOfferBody = z.infer<typeof ZCustomerOfferBody>;
