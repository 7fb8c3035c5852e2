import type { Dish } from '../../../menu/menu';

/**
 * The dishes the picker shows for a category (null: all) and a search text (in the name or the
 * display id, any case): available ones first, then by name. Enter adds the first available one.
 */
export function dishesMatching(dishes: Dish[], categoryId: string | null, text: string): Dish[] {
  const needle = text.trim().toLowerCase();
  return dishes
    .filter(
      (d) =>
        (!categoryId || d.categoryIds.includes(categoryId)) &&
        (!needle || d.name.toLowerCase().includes(needle) || (d.displayId ?? '').toLowerCase().includes(needle)),
    )
    .sort((a, b) => Number(b.isAvailable) - Number(a.isAvailable) || a.name.localeCompare(b.name));
}
