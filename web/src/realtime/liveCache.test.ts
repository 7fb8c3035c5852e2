import { configureStore } from '@reduxjs/toolkit';
import type { DomainEvent, EventOf, EventType } from '@ros/shared-events';
import { describe, expect, it } from 'vitest';
import { api } from '../api/baseApi';
import { settingsApi } from '../features/identity/settings/settings.api';
import type { Restaurant } from '../features/identity/settings/settings.types';
import { tablesApi } from '../features/service/tables/tables.api';
import type { DiningTable } from '../features/service/tables/tables.types';
import { tagsForEvent } from './eventTags';
import { patchCache } from './liveCache';

const R = '11111111-1111-4111-8111-111111111111';
const T = '22222222-2222-4222-8222-222222222222';
let seq = 0;
const event = <K extends EventType>(type: K, payload: EventOf<K>['payload']) =>
  ({
    id: `00000000-0000-4000-8000-${String(++seq).padStart(12, '0')}`,
    restaurantId: R,
    seq,
    type,
    version: 1,
    occurredAt: new Date().toISOString(),
    actor: null,
    payload,
  }) as DomainEvent;

const restaurant = { id: R, name: 'Chez Anna', isActive: true, plan: 'basic' } as Restaurant;
const table: DiningTable = {
  id: T,
  spaceId: R,
  spaceName: 'Main hall',
  name: 'T1',
  capacity: 4,
  shape: 'square',
  x: 10,
  y: 10,
  width: 80,
  height: 80,
  rotation: 0,
  status: 'free',
  isOpen: true,
  qrToken: 'qr-1',
  version: 3,
  createdAt: '2026-11-21T20:00:00.000Z',
  updatedAt: '2026-11-21T20:00:00.000Z',
};

async function storeWithCache() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (d) => d().concat(api.middleware),
  });
  await store.dispatch(settingsApi.util.upsertQueryData('getRestaurant', R, restaurant));
  await store.dispatch(tablesApi.util.upsertQueryData('listTables', R, [table]));
  return store;
}

describe('the cache follows live events', () => {
  it('patches what an event carries whole: the restaurant settings and a table, keeping what the event lacks', async () => {
    const store = await storeWithCache();
    patchCache(
      event('restaurant.updated', { restaurantId: R, changes: { name: 'Trattoria' } }),
      store.dispatch,
      store.getState,
    );
    patchCache(event('restaurant.closed', { restaurantId: R }), store.dispatch, store.getState);
    const moved = { ...table, x: 200, version: 4 };
    patchCache(event('table.moved', { table: moved }), store.dispatch, store.getState);
    // A late, older copy never overwrites the newer one.
    patchCache(event('table.moved', { table: { ...table, x: 5, version: 2 } }), store.dispatch, store.getState);

    expect(settingsApi.endpoints.getRestaurant.select(R)(store.getState()).data).toMatchObject({
      name: 'Trattoria',
      isActive: false,
    });
    expect(tablesApi.endpoints.listTables.select(R)(store.getState()).data).toEqual([{ ...moved, qrToken: 'qr-1' }]);

    patchCache(event('table.deleted', { tableId: T, spaceId: R, name: 'T1' }), store.dispatch, store.getState);
    expect(tablesApi.endpoints.listTables.select(R)(store.getState()).data).toEqual([]);
  });

  it('makes stale the lists an event changes, so they read the server again', () => {
    const order = { id: T, displayNo: 1, type: 'dine_in' as const, status: 'open' as const, version: 1, items: [] };
    expect(tagsForEvent(event('order.placed', { order }))).toEqual(['Delivery', 'Dashboard', 'Expo']);
    expect(tagsForEvent(event('order.item_added', { order, items: [] }))).toEqual(['Delivery', 'Expo']);
    expect(tagsForEvent(event('table.deleted', { tableId: T, spaceId: R, name: 'T1' }))).toEqual(['Floor']);
    expect(tagsForEvent(event('dish.deleted', { dishId: T, name: 'Soup' }))).toEqual(['Catalogue', 'PublicMenu']);
    expect(
      tagsForEvent(
        event('member.joined', { memberId: T, userId: null, email: 'a@x.io', roleId: T, roleName: 'Waiter' }),
      ),
    ).toEqual(['Member', 'Role']);
  });
});
