/** The bills module's face: what the route list, the job list and other modules may use. */
export { type BillLine, loadBill, loadBills, readBills, toPayment } from './bill-view';
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
