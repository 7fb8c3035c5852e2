/** The billing module's face: its routes and its clock job. */
export { billingRoutes } from './billing.routes';
export { billingJobs } from './billing.jobs';
