/** The pricing module's face: what the route list, the job list and other modules may use. */
export { type BillTotals, computeBillTotals, splitEvenly, splitProportionally } from './compute-bill-totals';
export { priceOrder, serviceChargeBpFor } from './order-pricing';
