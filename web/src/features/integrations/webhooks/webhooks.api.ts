import {
  routes,
  type operations,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookDeliveryStatus,
  type WebhookEndpoint,
  type WebhookEndpointPage,
  type WebhookEndpointWithSecret,
  type WebhookKeyList,
} from '@ros/shared-events';
import { api } from '../../../api/baseApi';
import { urlOf, type BodyOf, type ViewOf } from '../../../api/operation';

type Op = typeof operations;
type Ref = { rid: string; id: string };

/** Webhook endpoints, their keys' readable events and delivery logs, live through the `webhook.*` events (tag `Webhook`). */
export const webhooksApi = api.injectEndpoints({
  endpoints: (build) => ({
    listWebhooks: build.query<ViewOf<Op['listWebhookEndpoints'], WebhookEndpointPage>, string>({
      query: (rid) => urlOf(routes.listWebhookEndpoints, { restaurantId: rid }),
      providesTags: ['Webhook'],
    }),
    listWebhookKeys: build.query<ViewOf<Op['listWebhookKeys'], WebhookKeyList>, string>({
      query: (rid) => urlOf(routes.listWebhookKeys, { restaurantId: rid }),
      providesTags: ['Webhook'],
    }),
    createWebhook: build.mutation<
      ViewOf<Op['createWebhookEndpoint'], WebhookEndpointWithSecret>,
      { rid: string; body: BodyOf<Op['createWebhookEndpoint']> }
    >({
      query: ({ rid, body }) => ({
        url: urlOf(routes.createWebhookEndpoint, { restaurantId: rid }),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Webhook'],
    }),
    updateWebhook: build.mutation<
      ViewOf<Op['updateWebhookEndpoint'], WebhookEndpoint>,
      Ref & { body: BodyOf<Op['updateWebhookEndpoint']> }
    >({
      query: ({ rid, id, body }) => ({
        url: urlOf(routes.updateWebhookEndpoint, { restaurantId: rid, endpointId: id }),
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['Webhook'],
    }),
    deleteWebhook: build.mutation<unknown, Ref>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.deleteWebhookEndpoint, { restaurantId: rid, endpointId: id }),
        method: 'DELETE',
      }),
      invalidatesTags: ['Webhook'],
    }),
    rotateWebhookSecret: build.mutation<ViewOf<Op['rotateWebhookSecret'], WebhookEndpointWithSecret>, Ref>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.rotateWebhookSecret, { restaurantId: rid, endpointId: id }),
        method: 'POST',
        body: {},
      }),
      invalidatesTags: ['Webhook'],
    }),
    sendTestWebhook: build.mutation<ViewOf<Op['sendTestWebhook'], WebhookDelivery>, Ref>({
      query: ({ rid, id }) => ({
        url: urlOf(routes.sendTestWebhook, { restaurantId: rid, endpointId: id }),
        method: 'POST',
        body: {},
      }),
      invalidatesTags: ['Webhook'],
    }),
    listWebhookDeliveries: build.query<
      ViewOf<Op['listWebhookDeliveries'], WebhookDeliveryPage>,
      Ref & { status?: WebhookDeliveryStatus; page: number }
    >({
      query: ({ rid, id, status, page }) =>
        urlOf(routes.listWebhookDeliveries, { restaurantId: rid, endpointId: id }, { status, page, perPage: 20 }),
      providesTags: ['Webhook'],
    }),
    redeliverWebhook: build.mutation<ViewOf<Op['redeliverWebhook'], WebhookDelivery>, Ref & { deliveryId: string }>({
      query: ({ rid, id, deliveryId }) => ({
        url: urlOf(routes.redeliverWebhook, { restaurantId: rid, endpointId: id, webhookDeliveryId: deliveryId }),
        method: 'POST',
        body: {},
      }),
      invalidatesTags: ['Webhook'],
    }),
  }),
});

export const {
  useListWebhooksQuery,
  useListWebhookKeysQuery,
  useCreateWebhookMutation,
  useUpdateWebhookMutation,
  useDeleteWebhookMutation,
  useRotateWebhookSecretMutation,
  useSendTestWebhookMutation,
  useListWebhookDeliveriesQuery,
  useRedeliverWebhookMutation,
} = webhooksApi;
