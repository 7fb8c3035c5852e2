import { apiRequest } from '../../api/http';
import { fetchAll } from './list/fetchAll';
import type { Category, Dish, DishInput, Menu, Station } from './menu.types';

const base = (rid: string) => `/api/restaurants/${rid}`;

/** The catalogue endpoints (docs/api/catalogue.md). */
export const menuApi = {
  listMenus: (rid: string) => fetchAll<Menu>(`${base(rid)}/menus`),
  createMenu: (rid: string, body: Partial<Menu>) => apiRequest<Menu>('POST', `${base(rid)}/menus`, body),
  updateMenu: (rid: string, id: string, body: Partial<Menu>) => apiRequest<Menu>('PATCH', `${base(rid)}/menus/${id}`, body),
  deleteMenu: (rid: string, id: string) => apiRequest<void>('DELETE', `${base(rid)}/menus/${id}`),
  activateMenu: (rid: string, id: string) => apiRequest<Menu>('POST', `${base(rid)}/menus/${id}/activate`, {}),
  deactivateMenu: (rid: string, id: string) => apiRequest<Menu>('POST', `${base(rid)}/menus/${id}/deactivate`, {}),

  listCategories: (rid: string) => fetchAll<Category>(`${base(rid)}/categories`),
  createCategory: (rid: string, body: Partial<Category>) => apiRequest<Category>('POST', `${base(rid)}/categories`, body),
  updateCategory: (rid: string, id: string, body: Partial<Category>) =>
    apiRequest<Category>('PATCH', `${base(rid)}/categories/${id}`, body),
  deleteCategory: (rid: string, id: string) => apiRequest<void>('DELETE', `${base(rid)}/categories/${id}`),
  reorderCategories: (rid: string, menuId: string, categoryIds: string[]) =>
    apiRequest<{ data: Category[] }>('PUT', `${base(rid)}/menus/${menuId}/categories/order`, { categoryIds }),

  listStations: (rid: string) => fetchAll<Station>(`${base(rid)}/stations`),
  createStation: (rid: string, body: { name: string; isDefault?: boolean; sortOrder?: number }) =>
    apiRequest<Station>('POST', `${base(rid)}/stations`, body),
  updateStation: (rid: string, id: string, body: { name?: string; isDefault?: boolean }) =>
    apiRequest<Station>('PATCH', `${base(rid)}/stations/${id}`, body),
  deleteStation: (rid: string, id: string) => apiRequest<void>('DELETE', `${base(rid)}/stations/${id}`),

  listDishes: (rid: string) => fetchAll<Dish>(`${base(rid)}/dishes`),
  getDish: (rid: string, id: string) => apiRequest<Dish>('GET', `${base(rid)}/dishes/${id}`),
  createDish: (rid: string, body: DishInput) => apiRequest<Dish>('POST', `${base(rid)}/dishes`, body),
  updateDish: (rid: string, id: string, body: Partial<DishInput> & { version: number }) =>
    apiRequest<Dish>('PATCH', `${base(rid)}/dishes/${id}`, body),
  deleteDish: (rid: string, id: string) => apiRequest<void>('DELETE', `${base(rid)}/dishes/${id}`),
  /** 86 (or un-86) a dish, one of its variants or one modifier option. */
  setAvailability: (rid: string, id: string, body: { isAvailable: boolean; variantId?: string; optionId?: string }) =>
    apiRequest<Dish>('PUT', `${base(rid)}/dishes/${id}/availability`, body),

  uploadUrl: (rid: string) => `${base(rid)}/uploads`,
};
