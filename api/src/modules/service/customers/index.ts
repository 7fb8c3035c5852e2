/** The customers module's face: what the route list, the job list and other modules may use. */
export { customersRoutes } from './customers.routes';
export { getCustomer, recordCustomerVisit } from './customers.service';
