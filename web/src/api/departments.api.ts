import type { Department } from '@ros/shared-events';
import { api } from './baseApi';

const url = (rid: string) => `/api/restaurants/${rid}/departments`;

/** Departments (Kitchen, Floor, Bar…), live through their events. */
export const departmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDepartments: build.query<{ data: Department[] }, string>({
      query: (rid) => url(rid),
      providesTags: ['Department'],
    }),
    saveDepartment: build.mutation<
      Department,
      {
        rid: string;
        id?: string;
        name: string;
        color: string | null;
        managerMemberId: string | null;
        remarks: string | null;
        coverImageUrl: string | null;
      }
    >({
      query: ({ rid, id, ...body }) => ({
        url: id ? `${url(rid)}/${id}` : url(rid),
        method: id ? 'PATCH' : 'POST',
        body,
      }),
      invalidatesTags: ['Department', 'Member'],
    }),
    deleteDepartment: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({ url: `${url(rid)}/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Department', 'Member'],
    }),
  }),
});

export const { useListDepartmentsQuery, useSaveDepartmentMutation, useDeleteDepartmentMutation } = departmentsApi;
