/** The inventory module's face: what the route list, the job list and other modules may use. */
export { inventoryJobs } from './inventory.jobs';
export { inventoryRoutes } from './inventory.routes';
export { authorizeInventory, loadItems } from './inventory.service';
export { postMovements } from './stock.service';
export { round3 } from './units';
