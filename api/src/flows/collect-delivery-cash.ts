import { AppError } from '../kernel/errors';
import type { TenantContext } from '../kernel/tenant';
import { billOrder, lockBillFor } from '../modules/service/bills';
import { takePayment } from '../modules/service/payments';

/**
 * A delivery's cash handed over on delivery: the order is billed (its zone's fee included) and what
 * it still owes recorded in cash, which closes it. The caller (the delivery status change) checked
 * that the user may deliver it. Returns the amount recorded (0 when nothing was owed).
 */
export async function recordDeliveredCash(ctx: TenantContext, orderId: string): Promise<number> {
  const { bill } = await billOrder(ctx, orderId, {}).catch(async (err: unknown) => {
    // Already billed with payments: collect what it still owes.
    if (err instanceof AppError && err.code === 'conflict')
      return { bill: (err.details as { bill: { id: string } }).bill };
    throw err;
  });
  const row = await lockBillFor(ctx, bill.id);
  const owed = row.grand_total - row.paid_total;
  if (
    owed <= 0 ||
    (row.status !== 'draft' && row.status !== 'sent' && row.status !== 'partial_payment' && row.status !== 'past_due')
  )
    return 0;
  await takePayment(
    ctx,
    bill.id,
    { method: 'cash', amount: owed, reference: 'Collected on delivery' },
    { needsDrawer: false },
  );
  return owed;
}
