/** The calendar module's face: what the route list, the job list and other modules may use. */
export { calendarRoutes } from './calendar.routes';
