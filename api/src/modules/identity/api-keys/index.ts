/** The api-keys module's face: what the route list may use. */
export { apiKeysRoutes } from './api-keys.routes';
