import type { z } from 'zod';
import type { EventDefinition } from './define';
import * as member from './member.events';
import * as restaurant from './restaurant.events';
import * as role from './role.events';
import * as station from './station.events';
import * as menu from './menu.events';
import * as category from './category.events';
import * as dish from './dish.events';
import * as space from './space.events';
import * as table from './table.events';
import * as customer from './customer.events';
import * as order from './order.events';
import * as ticket from './ticket.events';
import * as bill from './bill.events';
import * as payment from './payment.events';
import * as cashDrawer from './cash-drawer.events';
import * as reservation from './reservation.events';
import * as waitlist from './waitlist.events';
import * as calendar from './calendar.events';
import * as delivery from './delivery.events';
import * as stock from './stock.events';
import * as inventory from './inventory.events';
import * as purchase from './purchase.events';
import * as account from './account.events';
import * as exportEvents from './export.events';
import * as report from './report.events';
import * as staff from './staff.events';
import * as guest from './guest.events';
import * as printer from './printer.events';
import * as notification from './notification.events';
import * as checklist from './checklist.events';
import * as guestPost from './guest-post.events';
import * as announcement from './announcement.events';
import * as helpArticle from './help-article.events';
import * as message from './message.events';
import * as chat from './chat.events';
import * as webhook from './webhook.events';
import * as apiKey from './api-key.events';

/**
 * The event catalog: every event type the system emits. A new aggregate adds one
 * `<aggregate>.events.ts` file and one line here.
 */
const definitions = [
  ...Object.values(restaurant),
  ...Object.values(member),
  ...Object.values(role),
  ...Object.values(station),
  ...Object.values(menu),
  ...Object.values(category),
  ...Object.values(dish),
  ...Object.values(space),
  ...Object.values(table),
  ...Object.values(customer),
  ...Object.values(order),
  ...Object.values(ticket),
  ...Object.values(bill),
  ...Object.values(payment),
  ...Object.values(cashDrawer),
  ...Object.values(reservation),
  ...Object.values(waitlist),
  ...Object.values(calendar),
  ...Object.values(delivery),
  ...Object.values(stock),
  ...Object.values(inventory),
  ...Object.values(purchase),
  ...Object.values(account),
  ...Object.values(exportEvents),
  ...Object.values(report),
  ...Object.values(staff),
  ...Object.values(guest),
  ...Object.values(printer),
  ...Object.values(notification),
  ...Object.values(checklist),
  ...Object.values(guestPost),
  ...Object.values(announcement),
  ...Object.values(helpArticle),
  ...Object.values(message),
  ...Object.values(chat),
  ...Object.values(webhook),
  ...Object.values(apiKey),
];

type Defs = (typeof definitions)[number];
/** Every event type name. */
export type EventType = Defs['type'];
/** The aggregate an event type is about: `order` for `order.placed`. */
export type EventAggregate = EventType extends `${infer A}.${string}` ? A : never;
/** The payload type of one event type. */
export type EventPayload<T extends EventType> = z.infer<Extract<Defs, { type: T }>['schema']>;

export const eventCatalog: ReadonlyMap<string, EventDefinition> = new Map(definitions.map((d) => [d.type, d]));

/** Validates a payload against its catalog schema; unknown types are a programming error. */
export function parseEventPayload<T extends EventType>(type: T, payload: unknown): EventPayload<T> {
  const def = eventCatalog.get(type);
  if (!def) throw new Error(`unknown event type ${type}`);
  return def.schema.parse(payload) as EventPayload<T>;
}
