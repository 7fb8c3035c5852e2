/** The purchases module's face: what the route list, the job list and other modules may use. */
export { purchasesRoutes } from './purchases.routes';
