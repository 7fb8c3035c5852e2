/** The invoices module's face: what the route list, the job list and other modules may use. */
export { invoicesRoutes } from './invoices.routes';
export { paidBillsBatch } from './invoices.service';
