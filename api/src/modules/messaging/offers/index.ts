/** The offers module's face: marketing messages a restaurant sends its customers. */
export { offersRoutes } from './offers.routes';
