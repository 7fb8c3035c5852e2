/** The operations of the api's `webhooks` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import {
  ZWebhookDelivery,
  ZWebhookDeliveryPage,
  ZWebhookEndpoint,
  ZWebhookEndpointPage,
  ZWebhookEndpointWithSecret,
  ZWebhookKeyList,
} from '../webhooks';
import {
  ZCreateWebhookEndpointBody,
  ZUpdateWebhookEndpointBody,
  ZWebhookDeliveryListQuery,
} from '../requests/webhooks';
import * as route from './routes';

export const listWebhookEndpoints = { ...route.listWebhookEndpoints, reply: ZWebhookEndpointPage } as const;
export const createWebhookEndpoint = {
  ...route.createWebhookEndpoint,
  body: ZCreateWebhookEndpointBody,
  reply: ZWebhookEndpointWithSecret,
} as const;
export const listWebhookKeys = { ...route.listWebhookKeys, reply: ZWebhookKeyList } as const;
export const getWebhookEndpoint = { ...route.getWebhookEndpoint, reply: ZWebhookEndpoint } as const;
export const updateWebhookEndpoint = {
  ...route.updateWebhookEndpoint,
  body: ZUpdateWebhookEndpointBody,
  reply: ZWebhookEndpoint,
} as const;
export const deleteWebhookEndpoint = { ...route.deleteWebhookEndpoint } as const;
export const rotateWebhookSecret = { ...route.rotateWebhookSecret, reply: ZWebhookEndpointWithSecret } as const;
export const sendTestWebhook = { ...route.sendTestWebhook, reply: ZWebhookDelivery } as const;
export const listWebhookDeliveries = {
  ...route.listWebhookDeliveries,
  query: ZWebhookDeliveryListQuery,
  reply: ZWebhookDeliveryPage,
} as const;
export const redeliverWebhook = { ...route.redeliverWebhook, reply: ZWebhookDelivery } as const;
