import type {
  Station as StationReply,
  Menu as MenuReply,
  Category as CategoryReply,
  DishTranslations,
} from '@ros/shared-events';
/** A discount: a fixed amount (minor units) or a percent. Percent wins when set. */
export interface Discount {
  amount: number;
  percent: number;
}

/** A kitchen station (grill, bar, …) that receives a dish's tickets. */
export type Station = StationReply;

/** A menu; one active menu feeds the digital menu. */
export type Menu = MenuReply;

/** A dish category inside a menu. */
export type Category = CategoryReply;

/** A size or portion of a dish; the default variant gives the dish its price. */
export interface Variant {
  id?: string;
  name: string;
  price: number;
  isDefault: boolean;
  discount: Discount;
  isAvailable: boolean;
}

/** A choice offered with a dish (extra cheese +1.00). */
export interface ModifierOption {
  id?: string;
  name: string;
  priceDelta: number;
  isAvailable: boolean;
}

/** A group of modifier options with how many may be chosen. */
export interface ModifierGroup {
  id?: string;
  name: string;
  minSelections: number;
  maxSelections: number;
  options: ModifierOption[];
}

/** A dish (menu item). Prices are in minor units (cents). */
export interface Dish {
  id: string;
  displayId: string | null;
  name: string;
  description: string | null;
  /** Name and description per language, for guests. */
  translations: DishTranslations;
  images: string[];
  categoryIds: string[];
  /** Menus reached through the categories (read only). */
  menuIds?: string[];
  variants: Variant[];
  modifierGroups: ModifierGroup[];
  price: number;
  preparationMinutes: number | null;
  allergens: string[];
  dietaryTags: string[];
  stationId: string | null;
  effectiveStationId?: string | null;
  isAvailable: boolean;
  version: number;
  updatedAt?: string;
}

/** What the dish form sends. */
export type DishInput = Omit<Dish, 'id' | 'price' | 'version' | 'updatedAt' | 'menuIds' | 'effectiveStationId'>;

/** The restaurant as guests see it (public digital menu). */
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

/** A category of the active menu as guests see it. */
export interface PublicCategory {
  id: string;
  name: string;
  description: string | null;
  coverImageUrl: string | null;
  itemCount: number;
}

/** A dish as guests see it. */
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

/** The whole active menu (every page of `…/menu`). */
export interface PublicMenu {
  menu: PublicRestaurant['activeMenu'];
  categories: PublicCategory[];
  items: PublicDish[];
}
