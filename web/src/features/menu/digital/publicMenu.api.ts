import { apiRequest } from '../../../api/http';
import type { Discount, ModifierGroup, Variant } from '../menu.types';

/** The restaurant as guests see it. */
export interface PublicRestaurant {
  id: string;
  name: string;
  address: string | null;
  contact: string | null;
  coverImageUrl: string | null;
  isActive: boolean;
  currency: string | null;
  activeMenu: { id: string; name: string; color: string | null; description: string | null; discount: Discount } | null;
}

export interface PublicCategory {
  id: string;
  name: string;
  description: string | null;
  coverImageUrl: string | null;
  itemCount: number;
}

export interface PublicDish {
  id: string;
  displayId: string | null;
  name: string;
  description: string | null;
  images: string[];
  categoryIds: string[];
  variants: Variant[];
  modifierGroups: ModifierGroup[];
  price: number;
  allergens: string[];
  dietaryTags: string[];
}

export interface PublicMenu {
  menu: PublicRestaurant['activeMenu'];
  categories: PublicCategory[];
  items: PublicDish[];
}

const base = (rid: string) => `/api/public/restaurants/${encodeURIComponent(rid)}`;

/** The public (no login) digital menu endpoints. */
export const publicMenuApi = {
  restaurant: (rid: string) => apiRequest<PublicRestaurant>('GET', base(rid)),
  /** Every page of the active menu (follows `nextCursor`). */
  async menu(rid: string): Promise<PublicMenu> {
    const out: PublicMenu = { menu: null, categories: [], items: [] };
    let cursor: string | null = null;
    for (let i = 0; i < 50; i++) {
      const page: PublicMenu & { nextCursor: string | null } = await apiRequest('GET', `${base(rid)}/menu?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      if (i === 0) Object.assign(out, { menu: page.menu, categories: page.categories });
      out.items.push(...page.items);
      cursor = page.nextCursor;
      if (!cursor) break;
    }
    return out;
  },
};
