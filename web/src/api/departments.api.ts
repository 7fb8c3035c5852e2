import { routes, type Department, type operations } from '@ros/shared-events';
import { api } from './baseApi';
import { urlOf, type BodyOf, type ViewOf } from './operation';

type Op = typeof operations;

/** Departments (Kitchen, Floor, Bar…), live through their events. */
export const departmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDepartments: build.query<ViewOf<Op['listDepartments'], { data: Department[] }>, string>({
      query: (rid) => urlOf(routes.listDepartments, { restaurantId: rid }),
      providesTags: ['Department'],
    }),
    saveDepartment: build.mutation<
      ViewOf<Op['createDepartment'], Department>,
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
        url: id
          ? urlOf(routes.updateDepartment, { restaurantId: rid, departmentId: id })
          : urlOf(routes.createDepartment, { restaurantId: rid }),
        method: id ? 'PATCH' : 'POST',
        body: body satisfies BodyOf<Op['createDepartment']> & BodyOf<Op['updateDepartment']>,
      }),
      invalidatesTags: ['Department', 'Member'],
    }),
    deleteDepartment: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deleteDepartment, { restaurantId: rid, departmentId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: ['Department', 'Member'],
    }),
  }),
});

export const { useListDepartmentsQuery, useSaveDepartmentMutation, useDeleteDepartmentMutation } = departmentsApi;
