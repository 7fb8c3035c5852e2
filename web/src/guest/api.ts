import type {
  GuestBooking,
  GuestBookingChangeBody,
  GuestOrdering,
  GuestOrderView,
  GuestQuote,
  PublicMenuPage,
  PublicGuestPost,
  PublicProfile,
  PublicTable,
  UnsubscribeView,
} from '@ros/shared-events';
import { deviceKey } from './storage';

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

const pub = (rid: string) => `/api/public/restaurants/${encodeURIComponent(rid)}`;
const booking = (token: string) => `/api/public/reservations/${encodeURIComponent(token)}`;
const unsubscribe = (token: string) => `/api/public/unsubscribe/${encodeURIComponent(token)}`;
export type MenuDish = PublicMenuPage['items'][number];

/** Every page of the active menu (a menu is a few hundred dishes at most), dishes in the phone's first language where translated. */
export async function loadMenu(rid: string, lang = navigator.language) {
  const items: MenuDish[] = [];
  let cursor: string | null = null;
  let first: PublicMenuPage | null = null;
  do {
    const page: PublicMenuPage | { menu: null } = await call(
      'GET',
      `${pub(rid)}/menu?limit=100&lang=${encodeURIComponent(lang)}${cursor ? `&cursor=${cursor}` : ''}`,
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
  profile: (rid: string) => call<PublicProfile>('GET', pub(rid)),
  table: (rid: string, token: string) => call<PublicTable>('GET', `${pub(rid)}/tables/${encodeURIComponent(token)}`),
  posts: (rid: string) => call<{ data: PublicGuestPost[] }>('GET', `${pub(rid)}/posts`),
  ordering: (rid: string) => call<GuestOrdering>('GET', `${pub(rid)}/ordering`),
  slug: (slug: string) => call<{ restaurantId: string }>('GET', `/api/public/slugs/${encodeURIComponent(slug)}`),
  quote: (rid: string, cart: CartLine[], zoneId?: string) =>
    call<GuestQuote>('POST', `${pub(rid)}/quote`, { items: linesOf(cart), zoneId }),
  place: (rid: string, key: string, cart: CartLine[], details: Record<string, string | undefined>) =>
    call<GuestOrderView>(
      'POST',
      `${pub(rid)}/orders`,
      { ...details, items: linesOf(cart) },
      { 'idempotency-key': key, 'x-guest-device': deviceKey() },
    ),
  order: (token: string) => call<GuestOrderView>('GET', `/api/public/orders/${encodeURIComponent(token)}`),
  request: (token: string, kind: 'waiter' | 'bill') =>
    call<GuestOrderView>('POST', `/api/public/orders/${encodeURIComponent(token)}/requests`, { kind }),
  pay: (token: string) =>
    call<{ payUrl: string }>('POST', `/api/public/orders/${encodeURIComponent(token)}/payment`, {}),
  /** The test provider's page reports what the guest chose (a real provider's page is its own). */
  testOutcome: (checkout: string, signature: string, outcome: 'paid' | 'failed') =>
    call<{ status: 'paid' | 'failed' }>('POST', '/api/public/payments/test/notifications', {
      checkout,
      signature,
      outcome,
    }),
  /** The manage-my-booking link of a confirmation: see, move, cancel. */
  booking: (token: string) => call<GuestBooking>('GET', booking(token)),
  changeBooking: (token: string, change: GuestBookingChangeBody) => call<GuestBooking>('PATCH', booking(token), change),
  cancelBooking: (token: string) => call<GuestBooking>('POST', `${booking(token)}/cancel`, {}),
  /** The unsubscribe link of a guest's email: what it stops, and stopping it. */
  unsubscribeView: (token: string) => call<UnsubscribeView>('GET', unsubscribe(token)),
  unsubscribe: (token: string) => call<UnsubscribeView>('POST', unsubscribe(token), {}),
};
