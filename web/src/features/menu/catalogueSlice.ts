import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loadReducers, upsert, type LoadState } from '../../store/loadState';
import { rootReducer } from '../../store/store';
import type { Category, Dish, Menu, Station } from './menu.types';

/** The restaurant's catalogue as every menu page shows it, kept live by catalogueSaga. */
export interface CatalogueState extends LoadState {
  menus: Menu[];
  categories: Category[];
  dishes: Dish[];
  stations: Station[];
}

const initialState: CatalogueState = { restaurantId: null, status: 'idle', menus: [], categories: [], dishes: [], stations: [] };

export const catalogueSlice = createSlice({
  name: 'catalogue',
  initialState,
  reducers: {
    ...loadReducers(initialState),
    dishSaved(state, action: PayloadAction<Dish>) {
      upsert(state.dishes, action.payload);
    },
    dishRemoved(state, action: PayloadAction<string>) {
      state.dishes = state.dishes.filter((d) => d.id !== action.payload);
    },
    categorySaved(state, action: PayloadAction<Category>) {
      upsert(state.categories, action.payload);
    },
    categoryRemoved(state, action: PayloadAction<string>) {
      state.categories = state.categories.filter((c) => c.id !== action.payload);
      for (const d of state.dishes) d.categoryIds = d.categoryIds.filter((id) => id !== action.payload);
    },
    /** Optimistic reorder: the given ids get sort orders 0..n-1. */
    categoriesReordered(state, action: PayloadAction<string[]>) {
      action.payload.forEach((id, index) => {
        const c = state.categories.find((x) => x.id === id);
        if (c) c.sortOrder = index;
      });
    },
    menuSaved(state, action: PayloadAction<Menu>) {
      if (action.payload.isActive) for (const m of state.menus) m.isActive = m.id === action.payload.id;
      upsert(state.menus, action.payload);
    },
    menuRemoved(state, action: PayloadAction<string>) {
      state.menus = state.menus.filter((m) => m.id !== action.payload);
      state.categories = state.categories.filter((c) => c.menuId !== action.payload);
    },
  },
});

export const catalogueActions = catalogueSlice.actions;

/** Asks the saga to (re)load the catalogue of a restaurant; `quiet` keeps showing the current data. */
export const catalogueLoadRequested = createAction<{ restaurantId: string; quiet?: boolean }>('catalogue/loadRequested');

rootReducer.inject(catalogueSlice);
/** The catalogue state (its initial state until the slice's first action). */
export const selectCatalogue = (state: object): CatalogueState => (state as { catalogue?: CatalogueState }).catalogue ?? initialState;
