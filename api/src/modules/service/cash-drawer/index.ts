/** The cash-drawer module's face: what the route list, the job list and other modules may use. */
export { cashDrawerRoutes } from './cash-drawer.routes';
