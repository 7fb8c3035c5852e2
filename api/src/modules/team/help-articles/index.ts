/** The help-articles module's face: what the route list may use. */
export { helpArticlesRoutes } from './help-articles.routes';
