/** The bills module's face: what the route list, the job list and other modules may use. */
export { type BillLine, loadBill, loadBills, toBills, toPayment } from './bill-view';
export { readBillRows } from './bill-view.repo';
export { billUpdate, isSettledBill, selectLockedBill, selectPayableBillsOfOrder } from './bills.repo';
export { billsRoutes } from './bills.routes';
export { type CompBillBody } from '@ros/shared-events';
export {
  billNumber,
  billOrder,
  billsOfCustomer,
  createBill,
  getBill,
  lockBillFor,
  lockBillWithSettings,
  today,
  totalsColumns,
  totalsFor,
  updateBill,
} from './bills.service';
export { receiptData } from './receipt';
