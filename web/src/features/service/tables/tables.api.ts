import { routes, type DomainEvent, type operations } from '@ros/shared-events';
import { api, settle } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';
import { removeById, upsertById } from '../../../api/cache';
import { fetchAllPages } from '../../../api/pages';
import { followEvents } from '../../../realtime/liveCache';
import type { DiningTable, Space, TableStatus } from './tables.types';

type Op = typeof operations;

/** Keeps the newest copy of a table: an older version arriving late never overwrites a newer one. */
function putTable(tables: DiningTable[], table: DiningTable): void {
  const current = tables.find((t) => t.id === table.id);
  if (current && current.version > table.version) return;
  upsertById(tables, { ...current, ...table });
}

/** Spaces and tables (docs/api/catalogue.md); tables stay live from their events, which carry them whole. */
export const tablesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSpaces: build.query<Space[], string>({
      queryFn: (rid) => settle(() => fetchAllPages<Space>(urlOf(routes.listSpaces, { restaurantId: rid }))),
      providesTags: ['Floor'],
    }),
    listTables: build.query<DiningTable[], string>({
      queryFn: (rid) => settle(() => fetchAllPages<DiningTable>(urlOf(routes.listTables, { restaurantId: rid }))),
      providesTags: ['Floor'],
    }),

    saveSpace: build.mutation<
      ViewOf<Op['createSpace'], Space>,
      { rid: string; id?: string; body: BodyOf<Op['updateSpace']> & { name?: string } }
    >({
      query: ({ rid, id, body }) =>
        id
          ? { url: urlOf(routes.updateSpace, { restaurantId: rid, spaceId: id }), method: 'PATCH', body }
          : { url: urlOf(routes.createSpace, { restaurantId: rid }), method: 'POST', body },
      async onQueryStarted({ rid }, { dispatch, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(tablesApi.util.updateQueryData('listSpaces', rid, (spaces) => upsertById(spaces, data)));
      },
    }),
    deleteSpace: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deleteSpace, { restaurantId: rid, spaceId: id }),
        method: 'DELETE',
      }),
      async onQueryStarted({ rid, id }, { dispatch, queryFulfilled }): Promise<void> {
        if (
          await queryFulfilled.then(
            () => true,
            () => false,
          )
        )
          dispatch(tablesApi.util.updateQueryData('listSpaces', rid, (spaces) => removeById(spaces, id)));
      },
    }),

    createTable: build.mutation<
      ViewOf<Op['createTable'], DiningTable>,
      { rid: string; body: Partial<DiningTable> & { spaceId: string; name: string } }
    >({
      query: ({ rid, body }) => ({
        url: urlOf(routes.createTable, { restaurantId: rid }),
        method: 'POST',
        body: body satisfies BodyOf<Op['createTable']>,
      }),
      async onQueryStarted({ rid }, { dispatch, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(tablesApi.util.updateQueryData('listTables', rid, (tables) => putTable(tables, data)));
      },
    }),
    /** A change saved with the version it was read at (409 `stale_version` when someone saved first). */
    updateTable: build.mutation<
      ViewOf<Op['updateTable'], DiningTable>,
      { rid: string; id: string; body: Partial<DiningTable> & { version: number } }
    >({
      query: ({ rid, id, body }) => ({
        url: urlOf(routes.updateTable, { restaurantId: rid, tableId: id }),
        method: 'PATCH',
        body: body satisfies BodyOf<Op['updateTable']>,
      }),
      async onQueryStarted({ rid }, { dispatch, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(tablesApi.util.updateQueryData('listTables', rid, (tables) => putTable(tables, data)));
      },
    }),
    /** Status (free, occupied, …) or open/closed: applies at once. */
    setTableStatus: build.mutation<
      ViewOf<Op['setTableStatus'], DiningTable>,
      { rid: string; id: string; body: { status?: TableStatus; isOpen?: boolean; version?: number } }
    >({
      query: ({ rid, id, body }) => ({
        url: urlOf(routes.setTableStatus, { restaurantId: rid, tableId: id }),
        method: 'POST',
        body: body satisfies BodyOf<Op['setTableStatus']>,
      }),
      async onQueryStarted({ rid }, { dispatch, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(tablesApi.util.updateQueryData('listTables', rid, (tables) => putTable(tables, data)));
      },
    }),
    /** A new QR code for the table: the printed one stops working. */
    rotateQr: build.mutation<ViewOf<Op['rotateQrToken'], DiningTable>, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.rotateQrToken, { restaurantId: rid, tableId: id }),
        method: 'POST',
        body: {},
      }),
      async onQueryStarted({ rid }, { dispatch, queryFulfilled }): Promise<void> {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(tablesApi.util.updateQueryData('listTables', rid, (tables) => putTable(tables, data)));
      },
    }),
    deleteTable: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deleteTable, { restaurantId: rid, tableId: id }),
        method: 'DELETE',
      }),
      async onQueryStarted({ rid, id }, { dispatch, queryFulfilled }): Promise<void> {
        if (
          await queryFulfilled.then(
            () => true,
            () => false,
          )
        )
          dispatch(tablesApi.util.updateQueryData('listTables', rid, (tables) => removeById(tables, id)));
      },
    }),
  }),
});

/**
 * Applies a table event to the cached tables, in place: the event carries the table's floor-plan
 * fields, merged over the copy we have. A table new to this screen comes with the refetch its
 * creation triggers (its QR token is not in the event).
 */
function applyTableEvent(tables: DiningTable[], event: DomainEvent): void {
  if (event.type === 'table.deleted') return removeById(tables, event.payload.tableId);
  if (event.type !== 'table.updated' && event.type !== 'table.moved' && event.type !== 'table.status_changed') return;
  const snapshot = event.payload.table;
  const current = tables.find((t) => t.id === snapshot.id);
  if (current) putTable(tables, { ...current, ...snapshot });
}

followEvents((event, dispatch) => {
  if (!event.type.startsWith('table.')) return;
  dispatch(
    tablesApi.util.updateQueryData('listTables', event.restaurantId, (tables) => applyTableEvent(tables, event)),
  );
});

export const {
  useListSpacesQuery,
  useListTablesQuery,
  useSaveSpaceMutation,
  useDeleteSpaceMutation,
  useCreateTableMutation,
  useUpdateTableMutation,
  useSetTableStatusMutation,
  useRotateQrMutation,
  useDeleteTableMutation,
} = tablesApi;
