import { z } from 'zod';

/** Reply contracts: what the API answers, shared by its mappers, the web's types, the tests and OpenAPI. */

/**
 * One page of a list: the rows and the total over every page. A list of history (bills, orders,
 * events, movements) stops counting 1,000 rows past the page's start: `capped` then says the list
 * has more than `total` rows (shown as "1,000+").
 */
export const ZPage = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int().nonnegative(), capped: z.boolean().optional() });

/** A list that is never paged (small catalogues: units, stations, categories). */
export const ZList = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

export const ZId = z.string().uuid();
/** A moment as ISO-8601 text. */
export const ZTimestamp = z.string();
/** Money in integer minor units of the restaurant's currency. */
export const ZMinor = z.number().int();

export const ZPersonRef = z.object({
  userId: z.string().nullable(),
  name: z.string(),
});
export type PersonRef = z.infer<typeof ZPersonRef>;

/** An email queued to someone on the caller's request (a purchase order, a statement): the message and its address. */
export const ZEmailQueued = z.object({ messageId: z.string(), to: z.string() });
export type EmailQueued = z.infer<typeof ZEmailQueued>;
