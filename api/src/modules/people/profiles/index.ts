/** The profiles module's face: what the route list may use. */
export { profilesRoutes } from './profiles.routes';
