/** The payments module's face: what the route list, the job list and other modules may use. */
export { closeOrderIfSettled, recordPayment, settleBill, takePayment } from './pay-bill';
export { paymentsRoutes } from './payments.routes';
