/** The dishes module's face: what the route list, the job list and other modules may use. */
export { type StoredGroup, type StoredVariant, variantDto } from './dish-model';
export { dishesRoutes } from './dishes.routes';
export { loadDish, setAvailability } from './dishes.service';
export { assertSellable, priceWithoutSelling, type SellableLine } from './sellable.service';
