/** The suppliers module's face: what the route list, the job list and other modules may use. */
export { suppliersRoutes } from './suppliers.routes';
export { loadSupplier } from './suppliers.service';
