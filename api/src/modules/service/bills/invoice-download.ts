import type { TenantContext } from '../../../kernel/tenant';
import { businessDate, loadPosSettings } from '../../identity/restaurants';
import { loadBill } from './bill-view';
import { receiptData } from './receipt';

/**
 * The invoice's data for its PDF, recording the first download: a draft or sent bill then reads
 * Downloaded in the invoice list. Only someone who may read the bill gets this far (`receiptData`
 * checks it), and a repeat download changes nothing. The bill's version stays: a download is not an
 * edit, so it does not make a cashier's open edit of the bill stale.
 */
export async function downloadInvoice(ctx: TenantContext, billId: string) {
  const data = await receiptData(ctx, billId);
  const marked = await ctx.trx
    .updateTable('bills')
    .set({ downloaded_at: new Date() })
    .where('restaurant_id', '=', ctx.restaurant.id)
    .where('id', '=', billId)
    .where('downloaded_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (marked) {
    const bill = await loadBill(ctx, billId, businessDate(await loadPosSettings(ctx)));
    ctx.emit('bill.updated', { bill });
  }
  return data;
}
