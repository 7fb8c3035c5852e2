import { routes, type operations, type PublicMenuPage } from '@ros/shared-events';
import { urlOf, type BodyOf, type ReplyOf } from '../api/operation';
import { deviceKey } from './storage';

type Op = typeof operations;

/** A refusal from the API, with its message (shown to the guest as it is). */
export class GuestApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

async function call<T>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json().catch(() => null)) as {
    error?: { message?: string; fields?: Record<string, string> };
  } | null;
  if (!res.ok)
    throw new GuestApiError(
      res.status,
      data?.error?.message ?? 'Something went wrong, please try again.',
      data?.error?.fields ?? {},
    );
  return data as T;
}

const pub = (rid: string) => ({ restaurantId: rid });
const booking = (token: string) => ({ bookingToken: token });
const unsubscribe = (token: string) => ({ unsubscribeToken: token });
const order = (token: string) => ({ orderToken: token });
export type MenuDish = PublicMenuPage['items'][number];

/** Every page of the active menu (a menu is a few hundred dishes at most), dishes in the phone's first language where translated. */
export async function loadMenu(rid: string, lang = navigator.language) {
  const items: MenuDish[] = [];
  let cursor: string | null = null;
  let first: PublicMenuPage | null = null;
  do {
    const page: ReplyOf<Op['getPublicMenu']> = await call(
      'GET',
      urlOf(routes.getPublicMenu, pub(rid), { limit: 100, lang, cursor }),
    );
    if (!page.menu) return null;
    first ??= page;
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return { menu: first.menu, categories: first.categories, items };
}

/** One unit of a dish with its variant and options, before discounts: the running figure while choosing (the server prices the order). */
export function unitPriceOf(dish: MenuDish, variantId: string | null, optionIds: readonly string[]): number {
  const variant = dish.variants.find((v) => v.id === variantId);
  const options = dish.modifierGroups.flatMap((g) => g.options).filter((o) => optionIds.includes(o.id));
  return (variant?.price ?? dish.price) + options.reduce((s, o) => s + o.priceDelta, 0);
}

export interface CartLine {
  key: string;
  dishId: string;
  variantId: string | null;
  modifierOptionIds: string[];
  quantity: number;
  remarks: string;
}
const linesOf = (cart: CartLine[]) =>
  cart.map((l) => ({
    dishId: l.dishId,
    variantId: l.variantId,
    modifierOptionIds: l.modifierOptionIds,
    quantity: l.quantity,
    remarks: l.remarks || null,
  }));

export const guestApi = {
  profile: (rid: string) => call<ReplyOf<Op['getProfile']>>('GET', urlOf(routes.getProfile, pub(rid))),
  table: (rid: string, token: string) =>
    call<ReplyOf<Op['getPublicTables']>>(
      'GET',
      urlOf(routes.getPublicTables, { restaurantId: rid, tableIdOrToken: token }),
    ),
  posts: (rid: string) => call<ReplyOf<Op['getPublicGuestPosts']>>('GET', urlOf(routes.getPublicGuestPosts, pub(rid))),
  ordering: (rid: string) => call<ReplyOf<Op['ordering']>>('GET', urlOf(routes.ordering, pub(rid))),
  slug: (slug: string) => call<ReplyOf<Op['restaurantBySlug']>>('GET', urlOf(routes.restaurantBySlug, { slug })),
  quote: (rid: string, cart: CartLine[], zoneId?: string) =>
    call<ReplyOf<Op['quote']>>('POST', urlOf(routes.quote, pub(rid)), {
      items: linesOf(cart),
      zoneId,
    } satisfies BodyOf<Op['quote']>),
  place: (rid: string, key: string, cart: CartLine[], details: Record<string, string | undefined>) =>
    call<ReplyOf<Op['postPublicOrders']>>(
      'POST',
      urlOf(routes.postPublicOrders, pub(rid)),
      { ...details, items: linesOf(cart) },
      { 'idempotency-key': key, 'x-guest-device': deviceKey() },
    ),
  order: (token: string) => call<ReplyOf<Op['getGuestOrder']>>('GET', urlOf(routes.getGuestOrder, order(token))),
  request: (token: string, kind: 'waiter' | 'bill') =>
    call<ReplyOf<Op['makeRequest']>>('POST', urlOf(routes.makeRequest, order(token)), {
      kind,
    } satisfies BodyOf<Op['makeRequest']>),
  pay: (token: string) => call<ReplyOf<Op['startPayment']>>('POST', urlOf(routes.startPayment, order(token)), {}),
  /** The test provider's page reports what the guest chose (a real provider's page is its own). */
  testOutcome: (checkout: string, signature: string, outcome: 'paid' | 'failed') =>
    call<ReplyOf<Op['receiveNotification']>>('POST', urlOf(routes.receiveNotification, { provider: 'test' }), {
      checkout,
      signature,
      outcome,
    }),
  /** The manage-my-booking link of a confirmation: see, move, cancel. */
  booking: (token: string) =>
    call<ReplyOf<Op['getGuestBooking']>>('GET', urlOf(routes.getGuestBooking, booking(token))),
  changeBooking: (token: string, change: BodyOf<Op['changeGuestBooking']>) =>
    call<ReplyOf<Op['changeGuestBooking']>>('PATCH', urlOf(routes.changeGuestBooking, booking(token)), change),
  cancelBooking: (token: string) =>
    call<ReplyOf<Op['cancelGuestBooking']>>('POST', urlOf(routes.cancelGuestBooking, booking(token)), {}),
  /** The unsubscribe link of a guest's email: what it stops, and stopping it. */
  unsubscribeView: (token: string) =>
    call<ReplyOf<Op['getUnsubscribe']>>('GET', urlOf(routes.getUnsubscribe, unsubscribe(token))),
  unsubscribe: (token: string) =>
    call<ReplyOf<Op['postUnsubscribe']>>('POST', urlOf(routes.postUnsubscribe, unsubscribe(token)), {}),
};
