import { routes, type DomainEvent, type operations } from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';
import type { List } from '../../../api/pages';
import { followEvents } from '../../../realtime/liveCache';
import { userUpdated } from '../../../app/session/sessionSlice';
import { sessionApi } from '../../../app/session/session.api';
import type {
  AccountData,
  Notifications,
  ProfilePatch,
  Restaurant,
  RestaurantPatch,
  Role,
  RolePatch,
} from './settings.types';

type Op = typeof operations;

/** The restaurant's settings, plan and roles, and the signed-in user's account. */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRestaurant: build.query<ViewOf<Op['getRestaurant'], Restaurant>, string>({
      query: (rid) => urlOf(routes.getRestaurant, { restaurantId: rid }),
      providesTags: ['Restaurant'],
    }),
    /** PATCHes the changed fields; shown at once, taken back if the server refuses. */
    updateRestaurant: build.mutation<
      ViewOf<Op['updateRestaurant'], Restaurant>,
      { rid: string; patch: RestaurantPatch }
    >({
      query: ({ rid, patch }) => ({
        url: urlOf(routes.updateRestaurant, { restaurantId: rid }),
        method: 'PATCH',
        body: patch,
      }),
      async onQueryStarted({ rid, patch }, { dispatch, queryFulfilled }): Promise<void> {
        const optimistic = dispatch(
          settingsApi.util.updateQueryData('getRestaurant', rid, (r) => Object.assign(r, patch)),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.updateQueryData('getRestaurant', rid, () => data));
        } catch {
          optimistic.undo();
        }
      },
    }),
    listRoles: build.query<Role[], string>({
      query: (rid) => urlOf(routes.listRoles, { restaurantId: rid }),
      transformResponse: (res: ViewOf<Op['listRoles'], List<Role>>) => res.data,
      providesTags: ['Role'],
    }),
    createRole: build.mutation<
      ViewOf<Op['createRole'], Role>,
      { rid: string; body: { name: string; icon: string; remarks?: string | null } }
    >({
      query: ({ rid, body }) => ({
        url: urlOf(routes.createRole, { restaurantId: rid }),
        method: 'POST',
        body: { ...body, permissions: {} } satisfies BodyOf<Op['createRole']>,
      }),
      async onQueryStarted({ rid }, { dispatch, queryFulfilled }): Promise<void> {
        const { data: role } = await queryFulfilled.catch(() => ({ data: null }));
        if (role)
          dispatch(
            settingsApi.util.updateQueryData('listRoles', rid, (roles) => [
              ...roles.filter((r) => r.id !== role.id),
              role,
            ]),
          );
      },
    }),
    updateRole: build.mutation<ViewOf<Op['updateRole'], Role>, { rid: string; roleId: string; patch: RolePatch }>({
      query: ({ rid, roleId, patch }) => ({
        url: urlOf(routes.updateRole, { restaurantId: rid, roleId }),
        method: 'PATCH',
        body: patch satisfies BodyOf<Op['updateRole']>,
      }),
      async onQueryStarted({ rid }, { dispatch, queryFulfilled }): Promise<void> {
        const { data: role } = await queryFulfilled.catch(() => ({ data: null }));
        if (role)
          dispatch(
            settingsApi.util.updateQueryData('listRoles', rid, (roles) =>
              roles.map((r) => (r.id === role.id ? role : r)),
            ),
          );
      },
    }),
    /** Deletes a role; its staff move to `transferTo` first when it has any. */
    deleteRole: build.mutation<unknown, { rid: string; roleId: string; transferTo: string | null }>({
      query: ({ rid, roleId, transferTo }) => ({
        url: urlOf(routes.deleteRole, { restaurantId: rid, roleId }, { transferTo }),
        method: 'DELETE',
      }),
      invalidatesTags: ['Role', 'Member'],
    }),

    updateProfile: build.mutation<AccountData, ProfilePatch>({
      query: (patch) => ({ url: urlOf(routes.updateMe, {}), method: 'PATCH', body: patch }),
      transformResponse: (res: ViewOf<Op['updateMe'], { userData: AccountData }>) => res.userData,
      async onQueryStarted(_patch, { dispatch, queryFulfilled }): Promise<void> {
        const { data: userData } = await queryFulfilled.catch(() => ({ data: null }));
        if (!userData) return;
        dispatch(sessionApi.util.updateQueryData('getMe', undefined, (me) => ({ ...me, userData })));
        // The session saga stores the updated user for the next visit.
        dispatch(userUpdated(userData));
      },
    }),
    /** Other devices are signed out; this one continues with the tokens of the answer. */
    changePassword: build.mutation<
      ViewOf<Op['changePassword'], { accessToken: string; refreshToken: string }>,
      BodyOf<Op['changePassword']>
    >({
      query: (body) => ({ url: urlOf(routes.changePassword, {}), method: 'POST', body }),
    }),
    saveNotifications: build.mutation<Notifications, Notifications>({
      query: (flags) => ({
        url: urlOf(routes.setNotifications, {}),
        method: 'PUT',
        body: flags satisfies BodyOf<Op['setNotifications']>,
      }),
      transformResponse: (res: ViewOf<Op['setNotifications'], { notifications: Notifications }>) => res.notifications,
      async onQueryStarted(_flags, { dispatch, queryFulfilled }): Promise<void> {
        const { data: notifications } = await queryFulfilled.catch(() => ({ data: null }));
        if (notifications)
          dispatch(
            sessionApi.util.updateQueryData(
              'getMe',
              undefined,
              (me) => void Object.assign(me.userData, { notifications }),
            ),
          );
      },
    }),
  }),
});

/** Applies a restaurant event from another screen to the cached restaurant: the settings stay live. */
function applyToRestaurant(r: Restaurant, event: DomainEvent): void {
  if (event.type === 'restaurant.opened') r.isActive = true;
  else if (event.type === 'restaurant.closed') r.isActive = false;
  else if (event.type === 'restaurant.updated') Object.assign(r, event.payload.changes);
}

followEvents((event, dispatch) => {
  if (!event.type.startsWith('restaurant.')) return;
  dispatch(settingsApi.util.updateQueryData('getRestaurant', event.restaurantId, (r) => applyToRestaurant(r, event)));
});

export const {
  useGetRestaurantQuery,
  useUpdateRestaurantMutation,
  useListRolesQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useDeleteRoleMutation,
  useUpdateProfileMutation,
  useChangePasswordMutation,
  useSaveNotificationsMutation,
} = settingsApi;

/** `/api/me` is read by the session's one endpoint. */
export { useGetMeQuery } from '../../../app/session/session.api';
