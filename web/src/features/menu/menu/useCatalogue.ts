import { skipToken } from '@reduxjs/toolkit/query/react';
import { combinedStatus, statusOf } from '../../../api/loadStatus';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useListCategoriesQuery, useListDishesQuery, useListMenusQuery } from './menu.api';
import { useListStationsQuery } from './stations.api';
import type { Category, Dish, Menu, Station } from './menu.types';

const NO_MENUS: Menu[] = [];
const NO_CATEGORIES: Category[] = [];
const NO_DISHES: Dish[] = [];
const NO_STATIONS: Station[] = [];

/** The current restaurant's catalogue, read on first use and kept live by events. */
export function useCatalogue() {
  const restaurantId = useAppSelector(selectCurrentRestaurantId);
  const arg = restaurantId ?? skipToken;
  const menus = useListMenusQuery(arg);
  const categories = useListCategoriesQuery(arg);
  const dishes = useListDishesQuery(arg);
  const stations = useListStationsQuery(arg);
  return {
    restaurantId: restaurantId ?? '',
    status: combinedStatus(statusOf(menus), statusOf(categories), statusOf(dishes)),
    menus: menus.data ?? NO_MENUS,
    categories: categories.data ?? NO_CATEGORIES,
    dishes: dishes.data ?? NO_DISHES,
    // A role that may not read stations still works with the rest of the catalogue.
    stations: stations.data ?? NO_STATIONS,
  };
}
