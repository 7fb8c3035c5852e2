import { routes, type operations } from '@ros/shared-events';
import { api, settle } from '../../../api/baseApi';
import { removeById, upsertById } from '../../../api/cache';
import { apiRequest } from '../../../api/http';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';
import { fetchAllPages } from '../../../api/pages';
import type { Category, Dish, DishInput, Menu, PublicMenu, PublicRestaurant } from './menu.types';

type Op = typeof operations;
const at = (rid: string) => ({ restaurantId: rid });

/**
 * The catalogue (docs/api/catalogue.md): menus, categories and dishes, each list read
 * whole (they are small; live updates stay simple). Saves put the server's answer into the lists at
 * once; the event that follows refetches them (counts and routing change with them).
 */
export const menuApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMenus: build.query<Menu[], string>({
      queryFn: (rid) => settle(() => fetchAllPages<Menu>(urlOf(routes.listMenus, at(rid)))),
      providesTags: ['Catalogue'],
    }),
    listCategories: build.query<Category[], string>({
      queryFn: (rid) => settle(() => fetchAllPages<Category>(urlOf(routes.getCategories, at(rid)))),
      providesTags: ['Catalogue'],
    }),
    listDishes: build.query<Dish[], string>({
      queryFn: (rid) => settle(() => fetchAllPages<Dish>(urlOf(routes.listDishes, at(rid)))),
      providesTags: ['Catalogue'],
    }),
    getDish: build.query<ViewOf<Op['getDish'], Dish>, { rid: string; id: string }>({
      query: ({ rid, id }) => urlOf(routes.getDish, { restaurantId: rid, dishId: id }),
      providesTags: ['Catalogue'],
      async onQueryStarted({ rid }, { dispatch, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(menuApi.util.updateQueryData('listDishes', rid, (dishes) => upsertById(dishes, data)));
      },
    }),

    saveMenu: build.mutation<ViewOf<Op['createMenu'], Menu>, { rid: string; id?: string; body: Partial<Menu> }>({
      query: ({ rid, id, body }) =>
        id
          ? { url: urlOf(routes.updateMenu, { restaurantId: rid, menuId: id }), method: 'PATCH', body }
          : { url: urlOf(routes.createMenu, at(rid)), method: 'POST', body },
      async onQueryStarted({ rid }, { dispatch, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(menuApi.util.updateQueryData('listMenus', rid, (menus) => putMenu(menus, data)));
      },
      invalidatesTags: ['PublicMenu'],
    }),
    /** Makes a menu the one feeding the digital menu, or switches it off. */
    setMenuActive: build.mutation<ViewOf<Op['activateMenu'], Menu>, { rid: string; id: string; isActive: boolean }>({
      query: ({ rid, id, isActive }) => ({
        url: urlOf(isActive ? routes.activateMenu : routes.deactivateMenu, { restaurantId: rid, menuId: id }),
        method: 'POST',
        body: {},
      }),
      async onQueryStarted({ rid }, { dispatch, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(menuApi.util.updateQueryData('listMenus', rid, (menus) => putMenu(menus, data)));
      },
      invalidatesTags: ['PublicMenu'],
    }),
    deleteMenu: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({ url: urlOf(routes.deleteMenu, { restaurantId: rid, menuId: id }), method: 'DELETE' }),
      async onQueryStarted({ rid, id }, { dispatch, queryFulfilled }): Promise<void> {
        if (
          !(await queryFulfilled.then(
            () => true,
            () => false,
          ))
        )
          return;
        dispatch(menuApi.util.updateQueryData('listMenus', rid, (menus) => removeById(menus, id)));
        dispatch(
          menuApi.util.updateQueryData('listCategories', rid, (categories) =>
            categories.filter((c) => c.menuId !== id),
          ),
        );
      },
      invalidatesTags: ['PublicMenu'],
    }),

    saveCategory: build.mutation<
      ViewOf<Op['postCategories'], Category>,
      { rid: string; id?: string; body: Partial<Category> }
    >({
      query: ({ rid, id, body }) =>
        id
          ? { url: urlOf(routes.updateCategory, { restaurantId: rid, categoryId: id }), method: 'PATCH', body }
          : { url: urlOf(routes.postCategories, at(rid)), method: 'POST', body },
      async onQueryStarted({ rid }, { dispatch, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(menuApi.util.updateQueryData('listCategories', rid, (categories) => upsertById(categories, data)));
      },
      invalidatesTags: ['PublicMenu'],
    }),
    deleteCategory: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deleteCategories, { restaurantId: rid, categoryId: id }),
        method: 'DELETE',
      }),
      async onQueryStarted({ rid, id }, { dispatch, queryFulfilled }): Promise<void> {
        if (
          !(await queryFulfilled.then(
            () => true,
            () => false,
          ))
        )
          return;
        dispatch(menuApi.util.updateQueryData('listCategories', rid, (categories) => removeById(categories, id)));
        dispatch(
          menuApi.util.updateQueryData('listDishes', rid, (dishes) =>
            dishes.forEach((d) => void (d.categoryIds = d.categoryIds.filter((c) => c !== id))),
          ),
        );
      },
      invalidatesTags: ['PublicMenu'],
    }),
    /** Drag and drop: the menu's categories in their new order, shown at once; refetched if refused. */
    reorderCategories: build.mutation<unknown, { rid: string; menuId: string; categoryIds: string[] }>({
      query: ({ rid, menuId, categoryIds }) => ({
        url: urlOf(routes.reorderCategories, { restaurantId: rid, menuId }),
        method: 'PUT',
        body: { categoryIds } satisfies BodyOf<Op['reorderCategories']>,
      }),
      async onQueryStarted({ rid, categoryIds }, { dispatch, queryFulfilled }): Promise<void> {
        dispatch(
          menuApi.util.updateQueryData('listCategories', rid, (categories) =>
            categoryIds.forEach((id, index) => {
              const c = categories.find((x) => x.id === id);
              if (c) c.sortOrder = index;
            }),
          ),
        );
        if (
          !(await queryFulfilled.then(
            () => true,
            () => false,
          ))
        )
          dispatch(api.util.invalidateTags(['Catalogue']));
      },
      invalidatesTags: ['PublicMenu'],
    }),

    saveDish: build.mutation<
      ViewOf<Op['createDish'], Dish>,
      { rid: string; id?: string; body: DishInput | (Partial<DishInput> & { version: number }) }
    >({
      query: ({ rid, id, body }) =>
        id
          ? { url: urlOf(routes.updateDish, { restaurantId: rid, dishId: id }), method: 'PATCH', body }
          : { url: urlOf(routes.createDish, at(rid)), method: 'POST', body },
      async onQueryStarted({ rid }, { dispatch, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(menuApi.util.updateQueryData('listDishes', rid, (dishes) => upsertById(dishes, data)));
      },
      invalidatesTags: ['PublicMenu'],
    }),
    deleteDish: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({ url: urlOf(routes.deleteDish, { restaurantId: rid, dishId: id }), method: 'DELETE' }),
      async onQueryStarted({ rid, id }, { dispatch, queryFulfilled }): Promise<void> {
        if (
          await queryFulfilled.then(
            () => true,
            () => false,
          )
        )
          dispatch(menuApi.util.updateQueryData('listDishes', rid, (dishes) => removeById(dishes, id)));
      },
      invalidatesTags: ['PublicMenu'],
    }),
    /** 86 (or un-86) a dish, one of its variants or one modifier option. */
    setAvailability: build.mutation<
      ViewOf<Op['putDishesAvailability'], Dish>,
      { rid: string; id: string; body: { isAvailable: boolean; variantId?: string; optionId?: string } }
    >({
      query: ({ rid, id, body }) => ({
        url: urlOf(routes.putDishesAvailability, { restaurantId: rid, dishId: id }),
        method: 'PUT',
        body: body satisfies BodyOf<Op['putDishesAvailability']>,
      }),
      async onQueryStarted({ rid }, { dispatch, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(menuApi.util.updateQueryData('listDishes', rid, (dishes) => upsertById(dishes, data)));
      },
      invalidatesTags: ['PublicMenu'],
    }),

    getPublicRestaurant: build.query<ViewOf<Op['getProfile'], PublicRestaurant>, string>({
      query: (rid) => urlOf(routes.getProfile, at(rid)),
      providesTags: ['PublicMenu', 'Restaurant'],
    }),
    /** Every page of the active menu as guests read it (follows `nextCursor`). */
    getPublicMenu: build.query<PublicMenu, string>({
      queryFn: (rid) => settle(() => fetchPublicMenu(rid)),
      providesTags: ['PublicMenu'],
    }),
  }),
});

/** Saves a menu into the list; the active one is the only active one. */
function putMenu(menus: Menu[], saved: Menu): void {
  if (saved.isActive) for (const m of menus) m.isActive = m.id === saved.id;
  upsertById(menus, saved);
}

async function fetchPublicMenu(rid: string): Promise<PublicMenu> {
  const out: PublicMenu = { menu: null, categories: [], items: [] };
  let cursor: string | null = null;
  for (let i = 0; i < 50; i++) {
    const page: ViewOf<Op['getPublicMenu'], PublicMenu & { nextCursor: string | null }> = await apiRequest(
      'GET',
      urlOf(routes.getPublicMenu, at(rid), { limit: 50, cursor }),
    );
    if (i === 0) Object.assign(out, { menu: page.menu, categories: page.categories });
    out.items.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return out;
}

/** Where dish and category images are uploaded. */
export const uploadUrl = (rid: string) => urlOf(routes.storeImage, at(rid));

export const {
  useListMenusQuery,
  useListCategoriesQuery,
  useListDishesQuery,
  useLazyGetDishQuery,
  useSaveMenuMutation,
  useSetMenuActiveMutation,
  useDeleteMenuMutation,
  useSaveCategoryMutation,
  useDeleteCategoryMutation,
  useReorderCategoriesMutation,
  useSaveDishMutation,
  useDeleteDishMutation,
  useSetAvailabilityMutation,
  useGetPublicRestaurantQuery,
  useGetPublicMenuQuery,
} = menuApi;
