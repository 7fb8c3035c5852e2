/** What other features use of this feature; the route table imports its pages directly (lazily). */
export { type Category, type Dish, type ModifierGroup } from './menu.types';
export { discounted, formatMoney } from './money';
export { useListStationsQuery } from './stations.api';
export { useCatalogue } from './useCatalogue';
