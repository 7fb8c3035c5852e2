/** The categories module's face: what the route list, the job list and other modules may use. */
export { categoriesRoutes } from './categories.routes';
export { existingCategories, listCategoriesOfMenu, reorderCategories } from './categories.service';
