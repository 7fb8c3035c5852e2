import { describe, expect, it } from 'vitest';
import type { Dish } from '../../../menu/menu/menu.types';
import { dishesMatching } from './dishSearch';

const dish = (name: string, extra: Partial<Dish> = {}) =>
  ({ id: name, name, displayId: null, categoryIds: [], isAvailable: true, ...extra }) as unknown as Dish;
const menu = [
  dish('Burger', { categoryIds: ['mains'] }),
  dish('Soup', { displayId: 'S1', categoryIds: ['starters'] }),
  dish('Sourdough', { isAvailable: false }),
  dish('Salad'),
];
const names = (list: Dish[]) => list.map((d) => d.name);

describe('dishesMatching', () => {
  it('finds by name or display id in any case, available dishes first, then by name', () => {
    expect(names(dishesMatching(menu, null, 'SOU'))).toEqual(['Soup', 'Sourdough']);
    expect(names(dishesMatching(menu, null, ' s1 '))).toEqual(['Soup']);
    expect(names(dishesMatching(menu, null, ''))).toEqual(['Burger', 'Salad', 'Soup', 'Sourdough']);
  });

  it('keeps to the chosen category', () => {
    expect(names(dishesMatching(menu, 'starters', ''))).toEqual(['Soup']);
    expect(names(dishesMatching(menu, 'mains', 'sou'))).toEqual([]);
  });
});
