/** The accounts module's face: what the route list, the job list and other modules may use. */
export { accountsJobs } from './accounts.jobs';
export { accountsRoutes } from './accounts.routes';
export { billPurchase } from './payables.service';
