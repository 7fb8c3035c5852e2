/** The unsubscribe module's face: the public unsubscribe link's routes. */
export { unsubscribeRoutes } from './unsubscribe.routes';
