import { z } from 'zod';
import { ZQuantity } from './primitives';

const text = (max: number) => z.string().trim().max(max);

/**
 * One line of a guest's cart. Prices are not part of it: anything else a phone sends (a price, a
 * total) is dropped here and the server prices the line from the dish as it is now.
 */
export const ZGuestLine = z.object({
  dishId: z.string().uuid('Unknown dish.'),
  variantId: z.string().min(1).max(100).nullish(),
  modifierOptionIds: z.array(z.string().min(1).max(100)).max(50).optional(),
  quantity: ZQuantity.refine((q) => q <= 50, 'At most 50 of one dish.'),
  remarks: text(300).nullish(),
});
export type GuestLine = z.infer<typeof ZGuestLine>;

const ZLines = z.array(ZGuestLine).min(1, 'Your cart is empty.').max(60, 'At most 60 lines in one order.');

/** At a table (its QR token), or online for pickup or delivery. */
export const ZGuestOrderBody = z.object({
  tableToken: text(200).min(1).optional(),
  channel: z.enum(['pickup', 'delivery'], 'Choose pickup or delivery.').optional(),
  items: ZLines,
  customerName: text(120).optional(),
  phone: text(40)
    .regex(/^[+()\d\s.-]{6,40}$/, 'Please enter a valid phone number.')
    .optional(),
  address: text(500).optional(),
  zoneId: z.string().uuid('Please choose a delivery zone.').optional(),
  wantedAt: z.iso.datetime({ offset: true, error: 'Please choose a time.' }).optional(),
  notes: text(500).optional(),
});
export type GuestOrderBody = z.infer<typeof ZGuestOrderBody>;

/** A cart to price (the same lines; a zone for the delivery fee). */
export const ZGuestQuoteBody = z.object({ items: ZLines, zoneId: z.string().uuid().optional() });
export type GuestQuoteBody = z.infer<typeof ZGuestQuoteBody>;

export const ZGuestRequestBody = z.object({ kind: z.enum(['waiter', 'bill'], 'Call a waiter or ask for the bill.') });
export const ZRejectBody = z.object({ reason: text(300).min(1, 'A reason is required.') });
