import type { DrawerReport, DrawerSession } from '@ros/shared-events';
import { duplicate, notFound, ruleViolation } from '../../../kernel/errors';
import { isUniqueViolation, isUuid, type TenantContext } from '../../../kernel/tenant';
import { jsonb } from '../../../kernel/jsonb';
import type { PersonRef } from '../orders';
import { printZReport as printOnReceiptPrinter } from '../printers';
import * as repo from './cash-drawer.repo';
import type { PrintZReportBody } from '@ros/shared-events';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** A session with its running cash figures (its movements and payments read in one round trip). */
async function toSession(ctx: TenantContext, row: repo.SessionRow): Promise<DrawerSession> {
  return sessionOf(row, await repo.sessionFigures(ctx, row.id));
}

/** A session from its row and figures: expected = float + cash sales − cash refunds + pay-ins − pay-outs. */
function sessionOf(row: repo.SessionRow, { movements, sums }: repo.SessionFigures): DrawerSession {
  const sum = (kind: string) =>
    sums.filter((s) => s.method === 'cash' && s.kind === kind).reduce((t, s) => t + Number(s.s), 0);
  const cashSales = sum('payment');
  const cashRefunds = sum('refund');
  const payIns = movements.filter((m) => m.kind === 'pay_in').reduce((t, m) => t + m.amount, 0);
  const payOuts = movements.filter((m) => m.kind === 'pay_out').reduce((t, m) => t + m.amount, 0);
  const expected = row.opening_float + cashSales - cashRefunds + payIns - payOuts;
  return {
    id: row.id,
    name: row.name,
    status: row.status as 'open' | 'closed',
    openingFloat: row.opening_float,
    cashSales,
    cashRefunds,
    payIns,
    payOuts,
    expected: row.status === 'closed' ? (row.expected ?? expected) : expected,
    counted: row.counted,
    overShort: row.over_short,
    notes: row.notes,
    openedBy: row.opened_by as PersonRef,
    openedAt: iso(row.opened_at)!,
    closedBy: row.closed_by as PersonRef | null,
    closedAt: iso(row.closed_at),
    movements: movements.map((m) => ({
      id: m.id,
      kind: m.kind as 'pay_in' | 'pay_out',
      amount: m.amount,
      reason: m.reason,
      createdBy: m.created_by as PersonRef,
      createdAt: iso(m.created_at)!,
    })),
  };
}

async function load(ctx: TenantContext, id: string, forUpdate = false) {
  const row = isUuid(id) ? await repo.findSession(ctx, id, forUpdate) : undefined;
  if (!row) throw notFound('Cash drawer session');
  return row;
}

export async function openSession(ctx: TenantContext, body: { openingFloat: number; name: string }) {
  ctx.authorize('edit', 'cashDrawer');
  try {
    const row = await ctx.trx
      .insertInto('cash_drawer_sessions')
      .values({
        restaurant_id: ctx.restaurant.id,
        name: body.name,
        opening_float: body.openingFloat,
        opened_by: jsonb(ctx.actor),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const session = await toSession(ctx, row);
    ctx.emit('cash_drawer.opened', { session });
    return session;
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(`The ${body.name} drawer is already open.`);
    throw err;
  }
}

export async function currentSession(ctx: TenantContext, name: string) {
  ctx.authorize('view', 'cashDrawer');
  const row = await repo.openSessionNamed(ctx, name);
  if (!row) throw notFound('Open cash drawer');
  return toSession(ctx, row);
}

/** The drawer sessions, newest first, with their closing figures (the running ones come with `getSession`). */
export async function listSessions(
  ctx: TenantContext,
  query: { status?: 'open' | 'closed'; page: number; perPage: number },
) {
  ctx.authorize('view', 'cashDrawer');
  const { rows, total } = await repo.listSessions(ctx, query);
  const data = rows.map((r) => ({
    id: r.id,
    name: r.name,
    status: r.status as 'open' | 'closed',
    openingFloat: r.opening_float,
    expected: r.expected,
    counted: r.counted,
    overShort: r.over_short,
    openedBy: r.opened_by as PersonRef,
    openedAt: iso(r.opened_at)!,
    closedBy: r.closed_by as PersonRef | null,
    closedAt: iso(r.closed_at),
  }));
  return { data, total };
}

export async function getSession(ctx: TenantContext, id: string) {
  ctx.authorize('view', 'cashDrawer');
  return toSession(ctx, await load(ctx, id));
}

export async function addMovement(
  ctx: TenantContext,
  id: string,
  body: { kind: 'pay_in' | 'pay_out'; amount: number; reason: string },
) {
  ctx.authorize('edit', 'cashDrawer');
  const row = await load(ctx, id, true);
  if (row.status !== 'open') throw ruleViolation('This drawer is closed.');
  const m = await ctx.trx
    .insertInto('cash_drawer_movements')
    .values({
      restaurant_id: ctx.restaurant.id,
      session_id: id,
      kind: body.kind,
      amount: body.amount,
      reason: body.reason,
      created_by: jsonb(ctx.actor),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const session = await toSession(ctx, row);
  ctx.emit('cash_drawer.movement_added', {
    session,
    movement: { id: m.id, kind: body.kind, amount: body.amount, reason: body.reason },
  });
  return session;
}

/** Opens the drawer without a sale ("no sale"): nothing moves, the log records who, why and from where. */
export async function noSale(ctx: TenantContext, id: string, body: { reason: string }) {
  ctx.authorize('edit', 'cashDrawer');
  const row = await load(ctx, id, true);
  if (row.status !== 'open') throw ruleViolation('This drawer is closed.');
  const session = await toSession(ctx, row);
  ctx.emit('cash_drawer.no_sale', { session, reason: body.reason });
  return session;
}

/** Closes the drawer with the counted cash: over (+) or short (−) against what is expected. */
export async function closeSession(ctx: TenantContext, id: string, body: { counted: number; notes?: string | null }) {
  ctx.authorize('edit', 'cashDrawer');
  const row = await load(ctx, id, true);
  if (row.status !== 'open') throw ruleViolation('This drawer is already closed.');
  const { expected } = await toSession(ctx, row);
  await ctx.trx
    .updateTable('cash_drawer_sessions')
    .set((eb) => ({
      status: 'closed',
      counted: body.counted,
      expected,
      over_short: body.counted - expected,
      notes: body.notes ?? null,
      closed_by: jsonb(ctx.actor),
      closed_at: new Date(),
      version: eb('version', '+', 1),
    }))
    .where('restaurant_id', '=', ctx.restaurant.id)
    .where('id', '=', id)
    .execute();
  const session = await toSession(ctx, await load(ctx, id));
  ctx.emit('cash_drawer.closed', { session });
  return session;
}

/** The Z report of a session: sales by method, voids, discounts, refunds, tips over its open period. */
export async function zReport(ctx: TenantContext, id: string): Promise<DrawerReport> {
  ctx.authorize('view', 'cashDrawer');
  const row = await load(ctx, id);
  const to = row.closed_at ? new Date(row.closed_at) : new Date();
  // The session's figures and the window's need only its row, so they go out together.
  const figures = await repo.zReportFigures(ctx, row.id, new Date(row.opened_at), to);
  const session = sessionOf(row, figures.session);
  const f = figures.window;
  const salesByMethod = { cash: 0, card: 0, wallet: 0, other: 0 } as Record<string, number>;
  let refunds = 0;
  for (const p of f.payments) {
    if (p.kind === 'payment') salesByMethod[p.method] = (salesByMethod[p.method] ?? 0) + Number(p.s);
    else refunds += Number(p.s);
  }
  return {
    session,
    from: iso(row.opened_at)!,
    to: to.toISOString(),
    salesByMethod,
    bills: Number(f.bills.n),
    paidBillsTotal: Number(f.bills.sales),
    voids: {
      items: Number(f.voidedItems.n),
      itemsAmount: Number(f.voidedItems.amount),
      payments: Number(f.voidedPayments.n),
      paymentsAmount: Number(f.voidedPayments.amount),
    },
    discounts: Number(f.bills.discounts),
    refunds,
    tips: Number(f.bills.tips),
    payIns: session.payIns,
    payOuts: session.payOuts,
    expectedCash: session.expected,
    counted: session.counted,
    overShort: session.overShort,
  };
}

/** Sends a session's Z report to a receipt printer: whoever may read the report may print it. */
export async function printZReport(ctx: TenantContext, id: string, body: PrintZReportBody) {
  return printOnReceiptPrinter(ctx, await zReport(ctx, id), body);
}
