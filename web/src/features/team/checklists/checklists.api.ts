import {
  routes,
  type Checklist,
  type ChecklistTemplate,
  type FoodSafetyReading,
  type operations,
} from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';

type Op = typeof operations;

/** A day's lists: the caller's own (`mine`) or the manager's whole board. */
export interface ChecklistsArgs {
  rid: string;
  mine: boolean;
}

/** Checklists, their templates and the food-safety log, live through `checklist.*` events (tag `Checklist`). */
export const checklistsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listChecklists: build.query<ViewOf<Op['listChecklists'], { data: Checklist[] }>, ChecklistsArgs>({
      query: ({ rid, mine }) =>
        urlOf(routes.listChecklists, { restaurantId: rid }, { mine: mine ? 'true' : undefined }),
      providesTags: ['Checklist'],
    }),
    recordChecklistItem: build.mutation<
      ViewOf<Op['recordChecklistItem'], Checklist>,
      { rid: string; checklistId: string; itemId: string; body: BodyOf<Op['recordChecklistItem']> }
    >({
      query: ({ rid, checklistId, itemId, body }) => ({
        url: urlOf(routes.recordChecklistItem, { restaurantId: rid, checklistId, checklistItemId: itemId }),
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Checklist'],
    }),
    listChecklistTemplates: build.query<ViewOf<Op['listChecklistTemplates'], { data: ChecklistTemplate[] }>, string>({
      query: (rid) => urlOf(routes.listChecklistTemplates, { restaurantId: rid }),
      providesTags: ['ChecklistTemplate'],
    }),
    createChecklistTemplate: build.mutation<
      ViewOf<Op['createChecklistTemplate'], ChecklistTemplate>,
      { rid: string; body: BodyOf<Op['createChecklistTemplate']> }
    >({
      query: ({ rid, body }) => ({
        url: urlOf(routes.createChecklistTemplate, { restaurantId: rid }),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['ChecklistTemplate'],
    }),
    updateChecklistTemplate: build.mutation<
      ViewOf<Op['updateChecklistTemplate'], ChecklistTemplate>,
      { rid: string; id: string; body: BodyOf<Op['updateChecklistTemplate']> }
    >({
      query: ({ rid, id, body }) => ({
        url: urlOf(routes.updateChecklistTemplate, { restaurantId: rid, templateId: id }),
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['ChecklistTemplate'],
    }),
    deleteChecklistTemplate: build.mutation<unknown, { rid: string; id: string }>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deleteChecklistTemplate, { restaurantId: rid, templateId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: ['ChecklistTemplate'],
    }),
    getFoodSafetyLog: build.query<
      ViewOf<Op['getFoodSafetyLog'], { data: FoodSafetyReading[]; total: number }>,
      { rid: string; from: string; to: string; page: number }
    >({
      query: ({ rid, from, to, page }) =>
        urlOf(routes.getFoodSafetyLog, { restaurantId: rid }, { from, to, page, perPage: 50 }),
      providesTags: ['Checklist'],
    }),
  }),
});

export const {
  useListChecklistsQuery,
  useRecordChecklistItemMutation,
  useListChecklistTemplatesQuery,
  useCreateChecklistTemplateMutation,
  useUpdateChecklistTemplateMutation,
  useDeleteChecklistTemplateMutation,
  useGetFoodSafetyLogQuery,
} = checklistsApi;
