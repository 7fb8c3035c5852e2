/** The operations of the api's `billing` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import {
  ZBillingWebhookResult,
  ZCheckoutStarted,
  ZSubscription,
  ZSubscriptionInvoices,
  ZTestCheckout,
} from '../billing';
import { ZCancelSubscriptionBody, ZCheckoutBody, ZCompleteTestCheckoutBody, ZTestCardBody } from '../requests/billing';
import * as route from './routes';

export const getSubscription = { ...route.getSubscription, reply: ZSubscription } as const;
export const startCheckout = { ...route.startCheckout, body: ZCheckoutBody, reply: ZCheckoutStarted } as const;
export const cancelSubscription = {
  ...route.cancelSubscription,
  body: ZCancelSubscriptionBody,
  reply: ZSubscription,
} as const;
export const resumeSubscription = { ...route.resumeSubscription, reply: ZSubscription } as const;
export const setTestCard = { ...route.setTestCard, body: ZTestCardBody, reply: ZSubscription } as const;
export const listSubscriptionInvoices = { ...route.listSubscriptionInvoices, reply: ZSubscriptionInvoices } as const;
export const getSubscriptionInvoicePdf = { ...route.getSubscriptionInvoicePdf } as const;
export const getTestCheckout = { ...route.getTestCheckout, reply: ZTestCheckout } as const;
export const completeTestCheckout = {
  ...route.completeTestCheckout,
  body: ZCompleteTestCheckoutBody,
  reply: ZTestCheckout,
} as const;
export const receiveBillingWebhook = { ...route.receiveBillingWebhook, reply: ZBillingWebhookResult } as const;
