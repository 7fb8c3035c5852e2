/** The menus module's face: what the route list, the job list and other modules may use. */
export { menusRoutes } from './menus.routes';
