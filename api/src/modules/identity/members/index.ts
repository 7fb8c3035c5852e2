/** The members module's face: what the route list, the job list and other modules may use. */
export { membersRoutes } from './members.routes';
export { namesById, selectStaffNames, staffNames } from './staff-names';
