/** The chat module's face: what the route list and other modules may use. */
export { chatRoutes } from './chat.routes';
export { openDepartmentChannel } from './chat.service';
