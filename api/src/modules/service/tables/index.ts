/** The tables module's face: what the route list, the job list and other modules may use. */
export { tablesRoutes } from './tables.routes';
export { occupyTable, releaseTable, setTableStatus } from './tables.service';
