import { z } from 'zod';

/** Reply shapes of the tickets operations (see common.ts). */

export const ZTicket = z.object({
  id: z.string(),
  orderId: z.string(),
  orderDisplayNo: z.number(),
  orderType: z.string(),
  target: z.string(),
  tableName: z.string().nullable(),
  serverName: z.string().nullable(),
  stationId: z.string().nullable(),
  stationName: z.string().nullable(),
  fireNo: z.number(),
  courses: z.array(z.string()),
  status: z.enum(['ready', 'bumped', 'preparing', 'new']),
  isReprint: z.boolean(),
  reprintCount: z.number(),
  items: z.array(
    z.object({
      id: z.string(),
      dishId: z.string().nullable(),
      name: z.string(),
      variantName: z.string().nullable(),
      quantity: z.number(),
      modifiers: z.array(z.string()),
      remarks: z.string().nullable(),
      course: z.string().nullable(),
      seat: z.number().nullable(),
      status: z.string(),
    }),
  ),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  readyAt: z.string().nullable(),
  bumpedAt: z.string().nullable(),
});
export type Ticket = z.infer<typeof ZTicket>;

export const ZAllDayCount = z.object({
  dishId: z.string().nullable(),
  name: z.string(),
  quantity: z.number(),
});

export const ZKdsBoard = z.object({
  settings: z.object({
    warnMinutes: z.number(),
    lateMinutes: z.number(),
  }),
  tickets: z.array(ZTicket),
  allDay: z.array(ZAllDayCount),
});
export type KdsBoard = z.infer<typeof ZKdsBoard>;
