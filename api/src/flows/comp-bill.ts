import { forbidden, ruleViolation } from '../kernel/errors';
import type { TenantContext } from '../kernel/tenant';
import { jsonb } from '../kernel/jsonb';
import { approveOverride, type OverrideLimiter } from '../modules/identity/auth';
import type { BillLine } from '../modules/service/bills';
import { billUpdate } from '../modules/service/bills';
import type { CompBillBody } from '../modules/service/bills';
import { lockBillWithSettings, totalsColumns, totalsFor } from '../modules/service/bills';
import { settleBill } from '../modules/service/payments';

const OVERRIDE_REFUSED = 'The manager email or password is not valid, or this person may not approve comps.';
const FULL = 10_000; // basis points: 100 %

/**
 * Gives a bill away in full: a comp, or a staff meal, always with a reason. Allowed to roles that may
 * discount or void (`bills.discount`, `orders.void`); anyone else needs a manager's override, recorded
 * as the approver. The bill then has nothing due: it settles as paid and its order completes.
 */
export async function compBill(ctx: TenantContext, id: string, body: CompBillBody, limiter: OverrideLimiter) {
  ctx.authorize('edit', 'orders');
  const { row } = await lockBillWithSettings(ctx, id, body.version);
  if (row.status !== 'draft' && row.status !== 'sent' && row.status !== 'past_due')
    throw ruleViolation(`This bill is ${row.status}.`);
  if (row.paid_total > 0) throw ruleViolation('A bill with payments cannot be given away.');
  if (row.split_mode === 'even')
    throw ruleViolation(
      'An even share keeps the totals of the bill it was split from; give that bill away before splitting.',
    );
  let approvedBy: { userId: string | null; name: string } = ctx.actor;
  if (!ctx.can('edit', 'bills.discount') && !ctx.can('edit', 'orders.void')) {
    if (!body.override) throw forbidden('A comp or staff meal needs a manager.');
    approvedBy = await approveOverride(ctx, body.override, 'bills.discount', limiter, OVERRIDE_REFUSED);
  }
  const next = { ...row, discount_amount: 0, discount_bp: FULL, service_charge_bp: 0, tip: 0 };
  const totals = totalsFor(row.lines as unknown as BillLine[], next);
  await billUpdate(ctx, id, {
    discount_amount: 0,
    discount_bp: FULL,
    service_charge_bp: 0,
    comp_kind: body.kind,
    comp_reason: body.reason,
    comp_approved_by: jsonb(approvedBy),
    ...totalsColumns(totals),
  }).execute();
  const bill = await settleBill(ctx, id);
  ctx.emit('bill.updated', { bill });
  return bill;
}
