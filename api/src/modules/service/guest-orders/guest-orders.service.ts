import { createHash } from 'node:crypto';
import type { GuestOrderSummary, GuestOrderView, GuestQuote, GuestRequest } from '@ros/shared-events';
import type { OpenContext } from '../../../kernel/account';
import { AppError, notFound, ruleViolation, invalidInput, invalidInputs } from '../../../kernel/errors';
import { jsonb } from '../../../kernel/jsonb';
import { runAsSystem, type SystemDeps } from '../../../kernel/system';
import type { TenantContext } from '../../../kernel/tenant';
import { priceOrder } from '../pricing';
import { priceWithoutSelling, type SellableLine } from '../../menu/dishes';
import { setZoneOfNewDelivery } from '../delivery';
import { belowMinimumMessage, deliveryPrice } from '../delivery';
import { addItems, getOrder, openOrderAtTable, unitDiscountOf } from '../orders';
import { createAndSendOrder, sendOrder } from '../orders';
import { INVALID_IDS } from '../../menu/public-menu';
import { localParts, rulesFrom } from '../reservations';
import { posSettingsOf } from '../../identity/restaurants';
import { notify } from '../../messaging/notifications';
import * as repo from './guest-orders.repo';
import { closedNowReason, openSlots, wantedAtReason, type OpeningRules } from './opening-hours';
import type { GuestLine, GuestOrderBody, GuestQuoteBody } from '@ros/shared-events';
import type { PaymentProviders } from './payments/payment-provider';
import { orderToken, restaurantOfToken, tokenHash, UNKNOWN_ORDER } from './guest-token';
import { queueOrderConfirmation } from './guest-messages';

/** What the guest side runs with: the command path of jobs (a context acting for the guest), the token secret, the payment providers and where message links point. */
export interface GuestDeps extends SystemDeps {
  secret: string;
  payments: PaymentProviders;
  linkBase: string;
}

/** A QR code printed before the table's token was rotated, or not ours. */
const OLD_TABLE_CODE = "This table's code has changed. Please scan the code on your table again.";
/** Online orders waiting for staff at once, per restaurant: past it, new phones are asked to try later (a flood stays a short list). */
const MAX_WAITING = 50;

/**
 * Where an order comes from: the key the guest page keeps on the phone (none: a new phone every
 * time), and the check of what this phone and the restaurant have ordered lately (429 past it).
 */
export interface GuestOrigin {
  device: string | null;
  checkValue(grandTotal: number, maxOrderValue: number): Promise<void>;
}

const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url');

/** Default cap on one guest order's grand total (minor units): a restaurant sets its own. */
const DEFAULT_MAX_ORDER_VALUE = 500_00;

/** Runs guest work as one command of the restaurant, its events naming `who`; 404 when the restaurant is gone. */
export async function asGuest<T>(
  deps: GuestDeps,
  restaurantId: string,
  who: string,
  fn: (ctx: TenantContext, r: repo.GuestRestaurant) => Promise<T>,
  missing = INVALID_IDS,
): Promise<T> {
  const result = await runAsSystem(
    deps,
    restaurantId,
    async (ctx) => {
      const r = await repo.findRestaurant({ trx: ctx.trx, restaurantId });
      if (!r) throw new AppError('not_found', missing);
      return { value: await fn(ctx, r) };
    },
    { userId: null, name: who },
  );
  if (!result) throw new AppError('not_found', missing);
  return result.value;
}

/** Online and QR ordering are off until the owner turns them on (issue 34); the kitchen needs `leadMinutes` for a pickup or delivery. */
interface GuestSettings {
  maxOrderValue: number;
  online: boolean;
  qr: boolean;
  leadMinutes: number;
  paymentProvider: string | null;
}
/** Default minutes the kitchen needs before a pickup or delivery time. */
const DEFAULT_LEAD_MINUTES = 20;
function guestSettings(r: repo.GuestRestaurant): GuestSettings {
  const g = ((r.settings ?? {}) as { guestOrdering?: Partial<GuestSettings> }).guestOrdering ?? {};
  return {
    maxOrderValue:
      typeof g.maxOrderValue === 'number' && g.maxOrderValue > 0 ? g.maxOrderValue : DEFAULT_MAX_ORDER_VALUE,
    online: g.online === true,
    qr: g.qr === true,
    leadMinutes: typeof g.leadMinutes === 'number' && g.leadMinutes >= 0 ? g.leadMinutes : DEFAULT_LEAD_MINUTES,
    paymentProvider: typeof g.paymentProvider === 'string' ? g.paymentProvider : null,
  };
}

/** The restaurant's opening hours, its holidays over the next week and a day, and the kitchen's lead time. */
async function openingRules(ctx: TenantContext, r: repo.GuestRestaurant, now = new Date()): Promise<OpeningRules> {
  const holidays = await repo.holidaysBetween(
    { trx: ctx.trx, restaurantId: r.id },
    new Date(now.getTime() - 24 * 3_600_000),
    new Date(now.getTime() + 9 * 24 * 3_600_000),
  );
  return {
    hours: rulesFrom(r.settings).openingHours,
    timeZone: r.time_zone,
    leadMinutes: guestSettings(r).leadMinutes,
    holidays: holidays.map((h) => ({ start: new Date(h.starts_at), end: new Date(h.ends_at) })),
  };
}

/** The provider guests of this restaurant pay through, when it chose one this deployment offers. */
export const paymentProviderOf = (deps: GuestDeps, r: repo.GuestRestaurant) =>
  deps.payments.get(guestSettings(r).paymentProvider ?? '') ?? null;

/** What the guest pays online: the order's total (its delivery fee included). At a table the staff bill the table. */
export function onlineAmount(row: repo.GuestOrderRow): number | null {
  return row.channel === 'table' ? null : (row.totals as { grandTotal: number }).grandTotal;
}

/** A stored line: what the guest asked for and how it was priced. */
interface StoredLine extends GuestLine {
  name: string;
  variantName: string | null;
  modifiers: string[];
  unitPrice: number;
  lineTotal: number;
}

/** Prices a cart from the active menu as the POS would sell it now, without selling it. */
async function priceCart(ctx: TenantContext, lines: GuestLine[]): Promise<StoredLine[]> {
  const onMenu = await repo.dishesOnActiveMenu(ctx, [...new Set(lines.map((l) => l.dishId))]);
  const missing = lines.find((l) => !onMenu.has(l.dishId));
  if (missing)
    throw new AppError('item_unavailable', 'A dish in your cart is no longer on the menu.', undefined, {
      dishId: missing.dishId,
      variantId: null,
      optionId: null,
    });
  const priced: SellableLine[] = await priceWithoutSelling(
    ctx,
    lines.map((l) => ({
      dishId: l.dishId,
      variantId: l.variantId ?? null,
      modifierOptionIds: l.modifierOptionIds ?? [],
      quantity: l.quantity,
    })),
  );
  return priced.map((p, n) => {
    const line = lines[n]!;
    const rate = p.unitPrice - unitDiscountOf(p);
    return {
      dishId: p.dishId,
      variantId: p.variantId,
      modifierOptionIds: p.modifiers.map((m) => m.optionId),
      quantity: p.quantity,
      remarks: line.remarks?.trim() || null,
      name: p.name,
      variantName: p.variantName,
      modifiers: p.modifiers.map((m) => m.name),
      unitPrice: rate,
      lineTotal: rate * p.quantity,
    };
  });
}

const itemsTotal = (lines: StoredLine[]) => lines.reduce((s, l) => s + l.lineTotal, 0);

const ORDER_TYPE = { table: 'dine_in', pickup: 'takeaway', delivery: 'delivery' } as const;

/**
 * The bill's totals for these lines and a delivery fee, by the one pricing rule the POS bill uses
 * (service charge of the order type, never on the fee); `subtotal` is the dishes' alone, the
 * guest's page showing the fee on its own line.
 */
function totalsOf(r: repo.GuestRestaurant, channel: keyof typeof ORDER_TYPE, lines: StoredLine[], deliveryFee = 0) {
  const totals = priceOrder(posSettingsOf(r), ORDER_TYPE[channel], itemsTotal(lines), deliveryFee);
  return { ...totals, subtotal: totals.subtotal - deliveryFee };
}

const publicLine = (l: StoredLine) => ({
  dishId: l.dishId,
  name: l.name,
  variantName: l.variantName,
  modifiers: l.modifiers,
  quantity: l.quantity,
  remarks: l.remarks ?? null,
  unitPrice: l.unitPrice,
  lineTotal: l.lineTotal,
});

/** The zone chosen and its price for these dishes (the delivery price rule every channel uses); below its minimum a guest is refused. */
async function zoneFor(ctx: TenantContext, zoneId: string | undefined, subtotal: number) {
  if (!zoneId) return null;
  const zone = (await repo.activeZones(ctx)).find((z) => z.id === zoneId);
  if (!zone) throw invalidInput('zoneId', 'Please choose a delivery zone.');
  const price = deliveryPrice(
    { name: zone.name, fee: zone.fee, minimumOrder: zone.minimum_order, freeOver: zone.free_over },
    subtotal,
  );
  if (price.belowMinimum !== null) throw ruleViolation(belowMinimumMessage(zone.name, price.belowMinimum), 'items');
  return { id: zone.id, fee: price.fee };
}

/** `POST …/quote`: the cart priced by the server, exactly as the order and its bill will be. */
export function quote(deps: GuestDeps, restaurantId: string, body: GuestQuoteBody): Promise<GuestQuote> {
  return asGuest(deps, restaurantId, 'Guest', async (ctx, r) => {
    const lines = await priceCart(ctx, body.items);
    const zone = await zoneFor(ctx, body.zoneId, itemsTotal(lines));
    const totals = totalsOf(r, zone ? 'delivery' : 'pickup', lines, zone?.fee);
    return {
      lines: lines.map(publicLine),
      totals,
      deliveryFee: zone?.fee ?? 0,
      toPay: totals.grandTotal,
      currency: r.currency,
    };
  });
}

/** `GET …/ordering`: what the restaurant offers online (its link's slug, zones, times). */
export function ordering(deps: GuestDeps, restaurantId: string) {
  return asGuest(deps, restaurantId, 'Guest', async (ctx, r) => {
    const settings = guestSettings(r);
    const zones = await repo.activeZones({ trx: ctx.trx, restaurantId });
    const rules = await openingRules(ctx, r);
    return {
      restaurantId,
      slug: r.slug,
      online: settings.online && r.is_active,
      maxOrderValue: settings.maxOrderValue,
      zones: zones.map((z) => ({ id: z.id, name: z.name, fee: z.fee, minimumOrder: z.minimum_order })),
      slots: openSlots(rules, rulesFrom(r.settings).slotMinutes),
      closedReason: closedNowReason(rules),
      qr: settings.qr,
      payOnline: paymentProviderOf(deps, r) !== null,
    };
  });
}

/** `GET /api/public/slugs/:slug`: the restaurant of an online-ordering link. */
export async function restaurantBySlug(ctx: OpenContext, slug: string) {
  const row = await ctx.transaction(({ trx }) => repo.restaurantIdBySlug(trx, slug));
  if (!row) throw new AppError('not_found', 'No restaurant has this link.');
  return { restaurantId: row.id };
}

/** Checks who and where an order is for; returns the table (at a table) and the actor's name. */
async function placeFor(ctx: TenantContext, r: repo.GuestRestaurant, body: GuestOrderBody) {
  if (body.tableToken) {
    const table = await repo.findTableByToken(ctx, body.tableToken);
    if (!table) throw new AppError('not_found', OLD_TABLE_CODE);
    if (!table.is_open) throw ruleViolation('This table is not taking orders right now. Please ask a member of staff.');
    if (!guestSettings(r).qr)
      throw ruleViolation('This restaurant does not take orders from the table code. Please ask a member of staff.');
    const closed = closedNowReason(await openingRules(ctx, r));
    if (closed) throw ruleViolation(closed);
    return { channel: 'table' as const, table };
  }
  if (!body.channel)
    throw new AppError('invalid_input', 'Scan the code on your table, or choose pickup or delivery.', {
      channel: 'Choose pickup or delivery.',
    });
  if (!guestSettings(r).online) throw ruleViolation('This restaurant does not take online orders.');
  const fields: Record<string, string> = {};
  if (!body.customerName) fields.customerName = 'Please enter your name.';
  if (!body.phone) fields.phone = 'Please enter your phone number.';
  if (body.channel === 'delivery' && !body.address) fields.address = 'Please enter the delivery address.';
  if (!body.wantedAt) fields.wantedAt = 'Please choose a time.';
  if (Object.keys(fields).length) throw invalidInputs(fields);
  const at = new Date(body.wantedAt!);
  if (at.getTime() < Date.now() - 5 * 60_000 || at.getTime() > Date.now() + 7 * 24 * 3_600_000) {
    throw invalidInput('wantedAt', 'Please choose one of the times offered.');
  }
  const outside = wantedAtReason(await openingRules(ctx, r), at);
  if (outside) throw ruleViolation(outside, 'wantedAt');
  if (body.channel === 'delivery' && !body.zoneId && (await repo.activeZones(ctx)).length) {
    throw invalidInput('zoneId', 'Please choose a delivery zone.');
  }
  return { channel: body.channel, table: null };
}

/**
 * `POST …/orders`: a guest's order. At a table it joins the table's open order (as new items) or
 * opens one; online it is a pickup or delivery order. With "confirm digital menu orders" on it
 * waits in the POS's "To confirm" list; off, it goes to the kitchen in this command, except an
 * online order from a phone none of whose orders staff have confirmed yet: that one waits (an
 * anonymous flood cannot reach the kitchen). A phone is known by its device key, not by the phone
 * number typed in, which anyone can type. Prices come
 * from the server; the same Idempotency-Key gives the same order (and token) back.
 */
export function placeOrder(
  deps: GuestDeps,
  restaurantId: string,
  body: GuestOrderBody,
  idempotencyKey: string,
  from: GuestOrigin,
): Promise<GuestOrderView> {
  const token = orderToken(deps.secret, restaurantId, idempotencyKey);
  const requestHash = hashOf(JSON.stringify(body));
  return asGuest(deps, restaurantId, body.customerName ? `${body.customerName} (guest)` : 'Guest', async (ctx, r) => {
    const again = await repo.findGuestOrder({ trx: ctx.trx, restaurantId }, { key: idempotencyKey });
    if (again) return replayOrder(deps, ctx, r, again, token, requestHash);
    if (!r.is_active) throw ruleViolation('The restaurant is not taking orders right now.');
    const where = await placeFor(ctx, r, body);
    const lines = await priceCart(ctx, body.items);
    const zone = where.channel === 'delivery' ? await zoneFor(ctx, body.zoneId, itemsTotal(lines)) : null;
    const totals = totalsOf(r, where.channel, lines, zone?.fee);
    const { maxOrderValue } = guestSettings(r);
    if (totals.grandTotal > maxOrderValue) {
      throw ruleViolation(
        `Orders from the menu are limited to ${(maxOrderValue / 100).toFixed(2)}. Please ask a member of staff.`,
        'items',
      );
    }
    await from.checkValue(totals.grandTotal, maxOrderValue);
    const deviceHash = from.device ? hashOf(from.device) : null;
    const straightToKitchen =
      !r.confirm_orders &&
      (where.channel === 'table' ||
        (deviceHash !== null && (await repo.hasAcceptedOrder({ trx: ctx.trx, restaurantId }, deviceHash))));
    if (
      where.channel !== 'table' &&
      !straightToKitchen &&
      (await repo.countOnlineToConfirm({ trx: ctx.trx, restaurantId })) >= MAX_WAITING
    ) {
      throw new AppError(
        'rate_limited',
        'The restaurant has many orders waiting to be confirmed. Please try again in a few minutes, or call them.',
        undefined,
        { retryAfterSeconds: 300 },
      );
    }
    const inserted = await repo.insertGuestOrder(ctx.trx, {
      restaurant_id: restaurantId,
      token_hash: tokenHash(token),
      idempotency_key: idempotencyKey,
      channel: where.channel,
      table_id: where.table?.id ?? null,
      zone_id: zone?.id ?? null,
      status: straightToKitchen ? 'accepted' : 'to_confirm',
      lines: jsonb(lines),
      totals: jsonb({ ...totals, deliveryFee: zone?.fee ?? 0 }),
      customer_name: body.customerName ?? null,
      phone: body.phone ?? null,
      address: body.address ?? null,
      notes: body.notes ?? null,
      wanted_at: body.wantedAt ? new Date(body.wantedAt) : null,
      device_hash: deviceHash,
      request_hash: requestHash,
    });
    // A second tap that raced the first: the first one's order is the answer.
    if (!inserted)
      return replayOrder(
        deps,
        ctx,
        r,
        (await repo.findGuestOrder({ trx: ctx.trx, restaurantId }, { key: idempotencyKey }))!,
        token,
        requestHash,
      );
    let row = (await repo.findGuestOrder({ trx: ctx.trx, restaurantId }, { id: inserted.id }))!;
    if (straightToKitchen) row = await materialize(ctx, row, null);
    await queueOrderConfirmation(ctx, deps.linkBase, row, token);
    ctx.emit('guest_order.placed', { guestOrder: summary(row) });
    return view(deps, ctx, r, row, token);
  });
}

/** The same Idempotency-Key again: the first order, when it is the same request (a retry); another body is a conflict. */
function replayOrder(
  deps: GuestDeps,
  ctx: TenantContext,
  r: repo.GuestRestaurant,
  row: repo.GuestOrderRow,
  token: string,
  requestHash: string,
) {
  if (row.request_hash !== null && row.request_hash !== requestHash) {
    throw new AppError('conflict', 'This Idempotency-Key was already used for a different order.');
  }
  return view(deps, ctx, r, row, token);
}

/** Puts an accepted guest order on the POS and in the kitchen; records which order and items it became. */
async function materialize(
  ctx: TenantContext,
  row: repo.GuestOrderRow,
  decidedBy: TenantContext['actor'] | null,
): Promise<repo.GuestOrderRow> {
  const lines = row.lines as unknown as StoredLine[];
  const items = lines.map((l) => ({
    dishId: l.dishId,
    variantId: l.variantId ?? null,
    modifierOptionIds: l.modifierOptionIds ?? [],
    quantity: l.quantity,
    remarks: l.remarks ?? null,
  }));
  let orderId: string;
  let itemIds: string[];
  const open = row.channel === 'table' && row.table_id ? await openOrderAtTable(ctx, row.table_id) : null;
  if (open) {
    const before = new Set((await getOrder(ctx, open.id)).items.map((i) => i.id));
    const added = await addItems(ctx, open.id, { version: open.version, items });
    itemIds = added.items.filter((i) => !before.has(i.id)).map((i) => i.id);
    await sendOrder(ctx, open.id, added.version, undefined, new Set(itemIds));
    orderId = open.id;
  } else {
    const pickupAt = row.wanted_at
      ? `${row.channel === 'pickup' ? 'Pickup' : 'Deliver'} at ${localParts(row.wanted_at, ctx.restaurant.timeZone).hhmm}`
      : null;
    const order = await createAndSendOrder(ctx, {
      type: row.channel === 'table' ? 'dine_in' : row.channel === 'pickup' ? 'takeaway' : 'delivery',
      tableId: row.table_id,
      customerName: row.customer_name,
      deliveryPhone: row.phone,
      deliveryAddress: row.address,
      notes: [pickupAt, row.notes].filter(Boolean).join(' · ') || null,
      items,
      isDraft: false,
      send: true,
    });
    if (row.zone_id) await setZoneOfNewDelivery(ctx, order.id, row.zone_id);
    orderId = order.id;
    itemIds = order.items.map((i) => i.id);
  }
  await repo.updateGuestOrder(ctx, row.id, {
    status: 'accepted',
    order_id: orderId,
    item_ids: itemIds,
    decided_by: decidedBy ? jsonb(decidedBy) : null,
    decided_at: decidedBy ? new Date() : null,
  });
  return (await repo.findGuestOrder(ctx, { id: row.id }))!;
}

function summary(row: repo.GuestOrderRow): GuestOrderSummary {
  const lines = row.lines as unknown as StoredLine[];
  return {
    id: row.id,
    channel: row.channel as GuestOrderSummary['channel'],
    status: row.status as GuestOrderSummary['status'],
    tableId: row.table_id,
    tableName: row.table_name,
    customerName: row.customer_name,
    lines: lines.map((l) => ({
      name: l.name,
      variantName: l.variantName,
      modifiers: l.modifiers,
      quantity: l.quantity,
      remarks: l.remarks ?? null,
      lineTotal: l.lineTotal,
    })),
    grandTotal: (row.totals as { grandTotal: number }).grandTotal,
    orderId: row.order_id,
    createdAt: row.created_at.toISOString(),
  };
}

/** The guest's stage, from their own items only (a table's order may hold other guests' items). */
function stageOf(
  row: repo.GuestOrderRow,
  items: { status: string }[],
  orderStatus: string | null,
  delivery: string | null,
): GuestOrderView['stage'] {
  if (row.status === 'rejected') return 'rejected';
  if (row.status === 'to_confirm') return 'received';
  const live = items.filter((i) => i.status !== 'voided');
  if (!live.length || orderStatus === 'cancelled') return 'cancelled';
  if (row.channel === 'delivery' && delivery === 'delivered') return 'delivered';
  if (row.channel === 'delivery' && delivery === 'picked_up') return 'on_its_way';
  // Paid online, a pickup order completes before it is cooked: picked up once it is also ready.
  if (
    row.channel === 'pickup' &&
    orderStatus === 'completed' &&
    live.every((i) => i.status === 'ready' || i.status === 'served')
  )
    return 'picked_up';
  if (live.every((i) => i.status === 'served')) return row.channel === 'pickup' ? 'picked_up' : 'served';
  if (live.every((i) => i.status === 'ready' || i.status === 'served')) return 'ready';
  if (live.some((i) => i.status === 'preparing' || i.status === 'ready' || i.status === 'served')) return 'preparing';
  return 'accepted';
}

/** Whether every dish of an accepted guest order is ready (and not yet handed over): its "ready for pickup" moment. */
export async function isReady(ctx: TenantContext, row: repo.GuestOrderRow): Promise<boolean> {
  if (row.status !== 'accepted' || !row.order_id) return false;
  const order = await getOrder(ctx, row.order_id);
  const mine = new Set(row.item_ids);
  return (
    stageOf(
      row,
      order.items.filter((i) => mine.has(i.id)),
      order.status,
      null,
    ) === 'ready'
  );
}

async function view(
  deps: GuestDeps,
  ctx: TenantContext,
  r: repo.GuestRestaurant,
  row: repo.GuestOrderRow,
  token: string,
): Promise<GuestOrderView> {
  const lines = row.lines as unknown as StoredLine[];
  const totals = row.totals as GuestOrderView['totals'] & { deliveryFee?: number };
  const order = row.order_id ? await getOrder(ctx, row.order_id) : null;
  const mine = new Set(row.item_ids);
  const items = order ? order.items.filter((i) => mine.has(i.id)) : [];
  const delivery = order && row.channel === 'delivery' ? await repo.deliveryStatus(ctx, order.id) : null;
  const requests = await repo.requestsOfGuestOrder(ctx, row.id);
  const fee = totals.deliveryFee ?? 0;
  const stage = stageOf(row, items, order?.status ?? null, delivery);
  return {
    token,
    restaurant: { id: r.id, name: r.name, currency: r.currency },
    channel: row.channel as GuestOrderView['channel'],
    tableName: row.table_name,
    orderNo: order?.displayNo ?? null,
    stage,
    rejectReason: row.reject_reason,
    // Before acceptance the lines are the guest's; after, each line's status is its item's.
    lines: lines.map((l, n) => ({
      ...publicLine(l),
      status: items[n]?.status ?? (row.status === 'accepted' ? 'voided' : row.status),
    })),
    totals: {
      subtotal: totals.subtotal,
      discount: totals.discount,
      serviceCharge: totals.serviceCharge,
      tax: totals.tax,
      tip: totals.tip,
      rounding: totals.rounding,
      grandTotal: totals.grandTotal,
    },
    deliveryFee: fee,
    toPay: totals.grandTotal,
    wantedAt: row.wanted_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    requests: requests.map((q) => ({
      kind: q.kind as 'waiter' | 'bill',
      createdAt: q.created_at.toISOString(),
      resolved: q.resolved_at !== null,
    })),
    payment: paymentView(deps, r, row, stage),
  };
}

function paymentView(
  deps: GuestDeps,
  r: repo.GuestRestaurant,
  row: repo.GuestOrderRow,
  stage: GuestOrderView['stage'],
): GuestOrderView['payment'] {
  const provider = paymentProviderOf(deps, r);
  const status = row.payment_status as GuestOrderView['payment']['status'];
  if (status === 'paid') return { provider: row.payment_provider, status, canPay: false };
  if (!provider || onlineAmount(row) === null) return { provider: null, status: 'pay_staff', canPay: false };
  const open = row.status === 'accepted' && stage !== 'cancelled';
  return { provider: provider.id, status: status === 'pay_staff' ? 'unpaid' : status, canPay: open };
}

/** Finds the order a token names, in its restaurant (404 with one message for any wrong token). */
export async function byToken(ctx: TenantContext, token: string) {
  const row = await repo.findGuestOrder(ctx, { tokenHash: tokenHash(token) });
  if (!row) throw new AppError('not_found', UNKNOWN_ORDER);
  return row;
}

/** `GET /api/public/orders/:orderToken`: the guest's own order and where it is. */
export function getGuestOrder(deps: GuestDeps, token: string): Promise<GuestOrderView> {
  return asGuest(
    deps,
    restaurantOfToken(token),
    'Guest',
    async (ctx, r) => view(deps, ctx, r, await byToken(ctx, token), token),
    UNKNOWN_ORDER,
  );
}

/** `POST /api/public/orders/:orderToken/requests`: "call a waiter" or "ask for the bill" from the guest's table. */
export function makeRequest(deps: GuestDeps, token: string, kind: 'waiter' | 'bill') {
  return asGuest(
    deps,
    restaurantOfToken(token),
    'Guest',
    async (ctx, r) => {
      const row = await byToken(ctx, token);
      if (row.channel !== 'table' || !row.table_id) throw ruleViolation('Only an order at a table can call a waiter.');
      const { row: request, isNew } = await repo.openRequest(ctx, row.table_id, row.id, kind);
      if (isNew) {
        ctx.emit('guest_request.made', { request: requestDto(request) });
        await notifyGuestCall(ctx, request);
      }
      return view(deps, ctx, r, row, token);
    },
    UNKNOWN_ORDER,
  );
}

/**
 * The floor (those who take orders, not the kitchen that reads them) learns a table called: once per open request, so a guest
 * pressing again before anyone answered notifies nobody twice.
 */
function notifyGuestCall(ctx: TenantContext, q: repo.GuestRequestRow) {
  return notify(ctx, {
    kind: 'guest_call',
    to: { permission: 'orders', action: 'edit' },
    title: q.kind === 'bill' ? `${q.table_name} asks for the bill` : `${q.table_name} calls a waiter`,
    link: '/apps/pos',
    relatedId: q.id,
    dedupeKey: `guest_call:${q.id}`,
  });
}

const requestDto = (q: repo.GuestRequestRow): GuestRequest => ({
  id: q.id,
  guestOrderId: q.guest_order_id,
  tableId: q.table_id,
  tableName: q.table_name,
  kind: q.kind as GuestRequest['kind'],
  createdAt: q.created_at.toISOString(),
  resolvedAt: q.resolved_at?.toISOString() ?? null,
});

// ---- The staff's side: the POS's "To confirm" list and the floor's request badges ----

export async function listToConfirm(ctx: TenantContext) {
  ctx.authorize('view', 'orders');
  return { data: (await repo.toConfirm(ctx)).map(summary) };
}

async function lockWaiting(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'orders');
  const locked = await repo.lockGuestOrder(ctx, id);
  if (!locked) throw notFound('Guest order');
  if (locked.status !== 'to_confirm')
    throw ruleViolation(`This guest order was already ${locked.status === 'accepted' ? 'accepted' : 'turned down'}.`);
  return (await repo.findGuestOrder(ctx, { id }))!;
}

/** A waiter accepts a guest's order: it goes on the table's order and to the kitchen now (priced and checked again). */
export async function acceptGuestOrder(ctx: TenantContext, id: string) {
  const row = await materialize(ctx, await lockWaiting(ctx, id), ctx.actor);
  const guestOrder = summary(row);
  ctx.emit('guest_order.accepted', { guestOrder });
  return guestOrder;
}

/** A waiter turns a guest's order down; the guest's page shows the reason. */
export async function rejectGuestOrder(ctx: TenantContext, id: string, reason: string) {
  const waiting = await lockWaiting(ctx, id);
  await repo.updateGuestOrder(ctx, waiting.id, {
    status: 'rejected',
    reject_reason: reason,
    decided_by: jsonb(ctx.actor),
    decided_at: new Date(),
  });
  const guestOrder = summary((await repo.findGuestOrder(ctx, { id }))!);
  ctx.emit('guest_order.rejected', { guestOrder, reason });
  return guestOrder;
}

export async function listRequests(ctx: TenantContext) {
  ctx.authorize('view', 'orders');
  return { data: (await repo.openRequests(ctx)).map(requestDto) };
}

/** A waiter answered a table's call (or brought the bill): the badge goes from every floor. */
export async function resolveRequest(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'orders');
  const { done, row } = await repo.resolveRequest(ctx, id, jsonb(ctx.actor));
  if (!row) throw notFound('Guest request');
  const request = requestDto(row);
  if (done) ctx.emit('guest_request.resolved', { request });
  return request;
}
