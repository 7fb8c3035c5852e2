import { z } from 'zod';
import { defineEvent } from './define';

/** Restaurant profile and settings changed; `changes` holds the new values of changed fields. */
export const restaurantUpdated = defineEvent(
  'restaurant.updated',
  z.object({ restaurantId: z.string().uuid(), changes: z.record(z.string(), z.unknown()) }),
);
/** The restaurant opened for service (`isActive` on). */
export const restaurantOpened = defineEvent('restaurant.opened', z.object({ restaurantId: z.string().uuid() }));
/** The restaurant closed (`isActive` off). */
export const restaurantClosed = defineEvent('restaurant.closed', z.object({ restaurantId: z.string().uuid() }));
