import { z } from 'zod';
import { defineEvent, type EventWords } from './define';

/** A rename and a plan switch read as their own sentences; other changes list the fields. */
function describeUpdate({ changes }: { changes: Record<string, unknown> }): EventWords {
  const fields = Object.keys(changes);
  if (fields.length === 1 && typeof changes.name === 'string')
    return { context: 'renamed', values: { name: changes.name } };
  if (fields.length === 1 && typeof changes.plan === 'string')
    return { context: 'plan', values: { plan: changes.plan } };
  return { values: { fields: fields.join(', ') } };
}

/** Restaurant profile and settings changed; `changes` holds the new values of changed fields. */
export const restaurantUpdated = defineEvent(
  'restaurant.updated',
  z.object({ restaurantId: z.string().uuid(), changes: z.record(z.string(), z.unknown()) }),
  { describe: describeUpdate },
);
/** The restaurant opened for service (`isActive` on). */
export const restaurantOpened = defineEvent('restaurant.opened', z.object({ restaurantId: z.string().uuid() }));
/** The restaurant closed (`isActive` off). */
export const restaurantClosed = defineEvent('restaurant.closed', z.object({ restaurantId: z.string().uuid() }));
