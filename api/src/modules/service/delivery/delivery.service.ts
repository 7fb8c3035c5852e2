import type { DeliveryZone, DriverShift } from '@ros/shared-events';
import { duplicate, notFound, ruleViolation, staleVersion, invalidInput, forbidden } from '../../../kernel/errors';
import { isUniqueViolation, isUuid, type TenantContext } from '../../../kernel/tenant';
import { planAllows } from '@ros/shared-events';
import { priceOrder } from '../pricing';
import { loadPosSettings } from '../../identity/restaurants';
import * as repo from './delivery.repo';
import { deliveryPrice, zoneRuleOf } from './delivery-fee';
import type {
  AssignBody,
  CreateDeliveryBody,
  DeliveryListQuery,
  DeliveryStatus,
  DeliveryStatusBody,
  UpdateDeliveryBody,
  UpdateZoneBody,
  ZoneBody,
} from '@ros/shared-events';

const iso = (d: unknown) => (d ? new Date(d as string).toISOString() : null);

/**
 * Dispatchers (`delivery` view) see every delivery; drivers (`delivery.drive`) only their own. On
 * Basic the data stays readable (a lapsed subscription keeps it); changes (`edit`) need the plan.
 */
function scope(ctx: TenantContext, action: 'view' | 'edit'): { isDispatcher: boolean; ownMemberId?: string } {
  if (action === 'edit') ctx.requirePlan('delivery', 'The own delivery system needs the Premium plan.');
  if (ctx.can('view', 'delivery')) return { isDispatcher: true };
  ctx.authorize('edit', 'delivery.drive');
  return { isDispatcher: false, ownMemberId: ctx.member.memberId };
}

/** Deliveries as the API shows them, with items, cash to collect and kitchen status. */
async function present(ctx: TenantContext, rows: repo.DeliveryRow[]) {
  const orderIds = rows.map((r) => r.order_id);
  if (!orderIds.length) return [];
  // One round trip: the three reads need only the order ids.
  const [items, bills, tickets] = await repo.orderParts(ctx, orderIds);
  const settings = bills.length < rows.length ? await loadPosSettings(ctx) : null;
  return rows.map((r) => {
    const mine = items.filter((i) => i.order_id === r.order_id);
    const bill = bills.find((b) => b.order_id === r.order_id);
    const itemsTotal = mine.reduce((s, i) => s + (i.unit_price - i.unit_discount) * i.quantity, 0);
    const price = deliveryPrice(
      r.zone_id
        ? zoneRuleOf({ zone_name: r.zone_name, fee: r.fee, minimum_order: r.zone_minimum, free_over: r.zone_free_over })
        : null,
      itemsTotal,
    );
    // Cash to collect: what the bill still owes, or (no bill yet) what its bill will be, by the one
    // pricing rule of every channel.
    const cashToCollect = bill
      ? bill.status === 'paid'
        ? 0
        : Math.max(0, bill.grand_total - bill.paid_total)
      : itemsTotal === 0
        ? 0
        : priceOrder(settings!, 'delivery', itemsTotal, price.fee).grandTotal;
    const ts = tickets.filter((t) => t.order_id === r.order_id);
    const kitchenStatus = !ts.length
      ? 'none'
      : ts.every((t) => t.status === 'ready' || t.status === 'bumped')
        ? 'ready'
        : 'preparing';
    return {
      id: r.id,
      orderId: r.order_id,
      orderDisplayNo: r.display_no,
      orderStatus: r.order_status,
      status: r.status as DeliveryStatus,
      address: r.address,
      contactName: r.contact_name,
      contactPhone: r.contact_phone,
      notes: r.notes,
      zoneId: r.zone_id,
      zoneName: r.zone_name,
      fee: price.fee,
      cashToCollect,
      belowMinimum: price.belowMinimum,
      eta: iso(r.eta),
      items: mine.map((i) => ({ name: i.name, quantity: i.quantity, remarks: i.remarks })),
      driverMemberId: r.driver_member_id,
      driverUserId: r.driver_user_id,
      driverName: r.driver_name ?? r.driver_email,
      failureReason: r.failure_reason,
      kitchenStatus,
      assignedAt: iso(r.assigned_at),
      pickedUpAt: iso(r.picked_up_at),
      deliveredAt: iso(r.delivered_at),
      version: r.version,
      createdAt: iso(r.created_at)!,
    };
  });
}
export type DeliveryDto = Awaited<ReturnType<typeof present>>[number];

const snapshot = (d: DeliveryDto) => ({
  id: d.id,
  orderId: d.orderId,
  orderDisplayNo: d.orderDisplayNo,
  status: d.status,
  address: d.address,
  contactName: d.contactName,
  contactPhone: d.contactPhone,
  notes: d.notes,
  zoneName: d.zoneName,
  fee: d.fee,
  cashToCollect: d.cashToCollect,
  eta: d.eta,
  items: d.items,
  driverMemberId: d.driverMemberId,
  failureReason: d.failureReason,
  version: d.version,
});
const eventOf = (d: DeliveryDto, previousDriverUserId: string | null = null) => ({
  delivery: snapshot(d),
  driverUserId: d.driverUserId,
  previousDriverUserId: previousDriverUserId !== d.driverUserId ? previousDriverUserId : null,
});

/** One delivery; a driver asking for someone else's gets 404, never data. */
async function load(ctx: TenantContext, id: string, ownMemberId?: string) {
  const row = isUuid(id) ? await repo.findDelivery(ctx, id) : undefined;
  if (!row || (ownMemberId && row.driver_member_id !== ownMemberId)) throw notFound('Delivery');
  return (await present(ctx, [row]))[0]!;
}

async function lock(ctx: TenantContext, id: string, version?: number, ownMemberId?: string) {
  const row = isUuid(id) ? await repo.lockDelivery(ctx, id) : undefined;
  if (!row || (ownMemberId && row.driver_member_id !== ownMemberId)) throw notFound('Delivery');
  if (version !== undefined && version !== row.version) {
    throw staleVersion('delivery', { delivery: await load(ctx, id) });
  }
  return row;
}

// Zones
const toZone = (z: Awaited<ReturnType<typeof repo.findZone>> & object): DeliveryZone => ({
  id: z.id,
  name: z.name,
  fee: z.fee,
  minimumOrder: z.minimum_order,
  freeOver: z.free_over,
  isActive: z.is_active,
});
const nameTaken = () => duplicate('A zone with this name already exists.', 'name');

export async function listZones(ctx: TenantContext) {
  scope(ctx, 'view');
  return { data: (await repo.listZones(ctx)).map(toZone) };
}
export async function createZone(ctx: TenantContext, body: ZoneBody) {
  scope(ctx, 'edit');
  ctx.authorize('edit', 'delivery');
  try {
    return toZone(
      await repo.insertZone(ctx.trx, {
        restaurant_id: ctx.restaurant.id,
        name: body.name,
        fee: body.fee,
        minimum_order: body.minimumOrder,
        free_over: body.freeOver ?? null,
        is_active: body.isActive,
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}
export async function updateZone(ctx: TenantContext, id: string, body: UpdateZoneBody) {
  scope(ctx, 'edit');
  ctx.authorize('edit', 'delivery');
  if (!isUuid(id)) throw notFound('Zone');
  try {
    const z = await repo.updateZone(ctx, id, {
      name: body.name,
      fee: body.fee,
      minimum_order: body.minimumOrder,
      free_over: body.freeOver,
      is_active: body.isActive,
    });
    if (!z) throw notFound('Zone');
    return toZone(z);
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}
export async function deleteZone(ctx: TenantContext, id: string) {
  scope(ctx, 'edit');
  ctx.authorize('edit', 'delivery');
  if (!isUuid(id) || !Number((await repo.deleteZone(ctx, id)).numDeletedRows)) throw notFound('Zone');
}

// Deliveries
export async function listDeliveries(ctx: TenantContext, query: DeliveryListQuery) {
  const { ownMemberId } = scope(ctx, 'view');
  const { rows, total } = await repo.listDeliveries(ctx, query, ownMemberId);
  return { data: await present(ctx, rows), total };
}

export async function getDelivery(ctx: TenantContext, id: string) {
  const { ownMemberId } = scope(ctx, 'view');
  return load(ctx, id, ownMemberId);
}

/** Open delivery orders still waiting for a delivery record (the board's "to dispatch"). */
export async function pendingOrders(ctx: TenantContext) {
  scope(ctx, 'view');
  ctx.authorize('view', 'delivery');
  const rows = await repo.ordersWithoutDelivery(ctx);
  return {
    data: rows.map((o) => ({
      orderId: o.id,
      displayNo: o.display_no,
      customerName: o.customer_name,
      address: o.delivery_address,
      phone: o.delivery_phone,
      createdAt: iso(o.created_at),
    })),
  };
}

/** Gives a delivery order its delivery record: zone fee, minimum order, address and contact from the order. */
export async function createDelivery(ctx: TenantContext, body: CreateDeliveryBody) {
  scope(ctx, 'edit');
  ctx.authorize('edit', 'delivery');
  const order = await repo.findOrder(ctx, body.orderId);
  if (!order) throw invalidInput('orderId', 'Please select an order.');
  if (order.type !== 'delivery') throw ruleViolation('Only delivery orders can be dispatched.');
  if (order.status === 'cancelled' || order.status === 'merged') throw ruleViolation(`This order is ${order.status}.`);
  if (!(body.address ?? order.delivery_address)) throw invalidInput('address', 'A delivery address is required.');
  let fee = 0;
  if (body.zoneId) {
    const zone = await repo.findZone(ctx, body.zoneId);
    if (!zone || !zone.is_active) throw invalidInput('zoneId', 'Please select a delivery zone.');
    fee = zone.fee;
  }
  try {
    return await insertDelivery(ctx, order, body, fee);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate('This order already has a delivery.');
    throw err;
  }
}

type DeliveryOrder = NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>;

/** Inserts the record (unassigned) with the order's address and contact unless given, and emits `delivery.created`. */
async function insertDelivery(
  ctx: TenantContext,
  order: DeliveryOrder,
  body: Omit<CreateDeliveryBody, 'orderId'>,
  fee: number,
) {
  const { id } = await repo.insertDelivery(ctx.trx, {
    restaurant_id: ctx.restaurant.id,
    order_id: order.id,
    zone_id: body.zoneId ?? null,
    fee,
    address: body.address ?? order.delivery_address ?? '',
    contact_name: body.contactName ?? order.customer_name,
    contact_phone: body.contactPhone ?? order.delivery_phone,
    notes: body.notes ?? null,
    eta: body.etaMinutes != null ? new Date(Date.now() + body.etaMinutes * 60_000) : null,
  });
  const delivery = await load(ctx, id);
  ctx.emit('delivery.created', eventOf(delivery));
  return delivery;
}

/**
 * For the orders module, when a delivery order is placed: gives it its delivery record (unassigned,
 * no zone, address and contact from the order) in the caller's transaction. No permission check (the
 * order placement had one); does nothing on a plan without own delivery, for another order type, or
 * when the order already has a record.
 */
export async function ensureDeliveryForOrder(ctx: TenantContext, orderId: string, zoneId?: string | null) {
  if (!planAllows(ctx.restaurant.plan, 'delivery')) return null;
  const order = await repo.findOrder(ctx, orderId);
  if (!order || order.type !== 'delivery' || order.status !== 'open' || !order.delivery_address) return null;
  if (await repo.deliveryIdOfOrder(ctx, orderId)) return null;
  const zone = zoneId ? await activeZone(ctx, zoneId) : null;
  return insertDelivery(ctx, order, { zoneId: zone?.id }, zone?.fee ?? 0);
}

/** An active zone of the restaurant, for an order placed on the POS (400 naming `deliveryZoneId` otherwise). */
export async function activeZone(ctx: TenantContext, zoneId: string) {
  const zone = isUuid(zoneId) ? await repo.findZone(ctx, zoneId) : undefined;
  if (!zone || !zone.is_active) throw invalidInput('deliveryZoneId', 'Please select a delivery zone.');
  return zone;
}

export async function updateDelivery(ctx: TenantContext, id: string, body: UpdateDeliveryBody) {
  scope(ctx, 'edit');
  ctx.authorize('edit', 'delivery');
  const row = await lock(ctx, id, body.version);
  if (row.status === 'delivered' || row.status === 'failed') throw ruleViolation(`This delivery is ${row.status}.`);
  let fee: number | undefined;
  if (body.zoneId) {
    const zone = await repo.findZone(ctx, body.zoneId);
    if (!zone) throw invalidInput('zoneId', 'Please select a delivery zone.');
    fee = zone.fee;
  }
  await repo.updateDelivery(ctx, id, {
    zone_id: body.zoneId,
    fee,
    address: body.address ?? undefined,
    contact_name: body.contactName,
    contact_phone: body.contactPhone,
    notes: body.notes,
    eta: body.etaMinutes != null ? new Date(Date.now() + body.etaMinutes * 60_000) : undefined,
  });
  const delivery = await load(ctx, id);
  ctx.emit('delivery.updated', eventOf(delivery));
  return delivery;
}

/** Assigns or reassigns a delivery to a driver who is on shift. */
export async function assignDelivery(ctx: TenantContext, id: string, body: AssignBody) {
  scope(ctx, 'edit');
  ctx.authorize('edit', 'delivery');
  const row = await lock(ctx, id, body.version);
  if (row.status !== 'unassigned' && row.status !== 'assigned')
    throw ruleViolation(`This delivery is ${row.status.replace('_', ' ')}.`);
  const driver = (await repo.drivers(ctx)).find((d) => d.id === body.driverMemberId);
  if (!driver) throw invalidInput('driverMemberId', 'Please select a driver.');
  if (!driver.is_on_shift) throw ruleViolation(`${driver.full_name ?? driver.email} is not on shift.`);
  if (row.driver_member_id === driver.id) return load(ctx, id);
  await repo.updateDelivery(ctx, id, {
    status: 'assigned',
    driver_member_id: driver.id,
    driver_user_id: driver.user_id,
    assigned_at: new Date(),
  });
  const delivery = await load(ctx, id);
  ctx.emit('delivery.assigned', eventOf(delivery, row.driver_user_id));
  return delivery;
}

const NEXT: Record<string, readonly string[]> = {
  unassigned: ['failed'],
  assigned: ['unassigned', 'picked_up', 'failed'],
  picked_up: ['delivered', 'failed'],
  delivered: [],
  failed: ['unassigned'],
};

/**
 * Picked up / delivered / failed (the driver of it, or a dispatcher); unassign (dispatcher).
 * `onDelivered` runs in the same command when it is delivered (the routes record the collected cash).
 */
export async function setDeliveryStatus(
  ctx: TenantContext,
  id: string,
  body: DeliveryStatusBody,
  onDelivered: (orderId: string) => Promise<unknown> = async () => {},
) {
  const { isDispatcher, ownMemberId } = scope(ctx, 'edit');
  if (isDispatcher && body.status === 'unassigned') ctx.authorize('edit', 'delivery');
  else if (isDispatcher && !ctx.can('edit', 'delivery')) ctx.authorize('edit', 'delivery.drive');
  if (!isDispatcher && body.status === 'unassigned') throw forbidden('Only a dispatcher can unassign a delivery.');
  const row = await lock(ctx, id, body.version, isDispatcher ? undefined : ownMemberId);
  if (isDispatcher && !ctx.can('edit', 'delivery') && row.driver_member_id !== ctx.member.memberId)
    throw notFound('Delivery');
  if (row.status === body.status) return load(ctx, id);
  if (!NEXT[row.status]?.includes(body.status))
    throw ruleViolation(
      `A delivery that is ${row.status.replace('_', ' ')} cannot become ${body.status.replace('_', ' ')}.`,
    );
  if (body.status === 'failed' && !body.reason) throw invalidInput('reason', 'A reason is required.');
  const now = new Date();
  await repo.updateDelivery(ctx, id, {
    status: body.status,
    failure_reason: body.status === 'failed' ? body.reason : body.status === 'unassigned' ? null : undefined,
    picked_up_at: body.status === 'picked_up' ? now : undefined,
    delivered_at: body.status === 'delivered' ? now : undefined,
    ...(body.status === 'unassigned' ? { driver_member_id: null, driver_user_id: null, assigned_at: null } : {}),
  });
  if (body.status === 'delivered') await onDelivered(row.order_id);
  const delivery = await load(ctx, id);
  ctx.emit('delivery.status_changed', {
    ...eventOf(delivery, row.driver_user_id),
    previousStatus: row.status as DeliveryStatus,
  });
  return delivery;
}

// Drivers
/** Drivers with their shift; a driver sees only themselves (other drivers' emails and phones are not theirs to read). */
export async function listDrivers(ctx: TenantContext) {
  const { ownMemberId } = scope(ctx, 'view');
  const rows = (await repo.drivers(ctx)).filter((d) => !ownMemberId || d.id === ownMemberId);
  return {
    data: rows.map((d) => ({
      memberId: d.id,
      userId: d.user_id,
      name: d.full_name ?? d.email,
      email: d.email,
      contact: d.contact,
      isOnShift: d.is_on_shift,
      activeDeliveries: Number(d.active_count ?? 0),
    })),
  };
}

/** A driver goes on or off shift (themselves, or a dispatcher for them). */
export async function setShift(ctx: TenantContext, memberId: string | 'me', isOnShift: boolean): Promise<DriverShift> {
  const { isDispatcher } = scope(ctx, 'edit');
  const target = memberId === 'me' ? ctx.member.memberId : memberId;
  if (target !== ctx.member.memberId) {
    if (!isDispatcher) throw forbidden('You can only change your own shift.');
    ctx.authorize('edit', 'delivery');
  }
  const driver = (await repo.drivers(ctx)).find((d) => d.id === target);
  if (!driver) throw notFound('Driver');
  const row = await repo.setShift(ctx, target, isOnShift);
  if (!row?.user_id) throw notFound('Driver');
  if (driver.is_on_shift !== isOnShift)
    ctx.emit('delivery.driver_shift_changed', { memberId: row.id, userId: row.user_id, isOnShift });
  return { memberId: row.id, isOnShift: row.is_on_shift };
}

/**
 * For guest ordering, in the command that placed a guest's delivery order: its delivery record gets
 * the zone the guest chose and the zone's fee (its bill prices it by the zone's rule, as the guest's page did).
 */
export async function setZoneOfNewDelivery(ctx: TenantContext, orderId: string, zoneId: string) {
  const id = await repo.deliveryIdOfOrder(ctx, orderId);
  const zone = id ? await repo.findZone(ctx, zoneId) : undefined;
  if (id && zone) await repo.updateDelivery(ctx, id, { zone_id: zone.id, fee: zone.fee });
}
