import type { Category, Dish } from '../../../menu/menu';

/** The course a dish takes when added: its first category's (drinks are not "Mains"), else mains. */
export function courseOf(dish: Dish, categories: readonly Category[]): string {
  for (const id of dish.categoryIds) {
    const course = categories.find((c) => c.id === id)?.defaultCourse;
    if (course) return course;
  }
  return 'mains';
}
