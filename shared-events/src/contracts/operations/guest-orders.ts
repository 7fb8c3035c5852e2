/** The operations of the api's `guest-orders` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import {
  ZGuestCheckout,
  ZGuestOrderList,
  ZGuestOrderView,
  ZGuestOrdering,
  ZGuestQuote,
  ZGuestRequestList,
  ZPaymentNotificationReply,
} from '../guest';
import { ZGuestOrderBody, ZGuestQuoteBody, ZGuestRequestBody, ZRejectBody } from '../requests/guest-orders';
import { ZGuestOrderSummary, ZGuestRequest } from '../../events/guest.shapes';
import { z } from 'zod';
import * as route from './routes';

export const restaurantBySlug = { ...route.restaurantBySlug, reply: z.object({ restaurantId: z.string() }) } as const;
export const ordering = { ...route.ordering, reply: ZGuestOrdering } as const;
export const quote = { ...route.quote, body: ZGuestQuoteBody, reply: ZGuestQuote } as const;
export const postPublicOrders = { ...route.postPublicOrders, body: ZGuestOrderBody, reply: ZGuestOrderView } as const;
export const getGuestOrder = { ...route.getGuestOrder, reply: ZGuestOrderView } as const;
export const makeRequest = { ...route.makeRequest, body: ZGuestRequestBody, reply: ZGuestOrderView } as const;
export const startPayment = { ...route.startPayment, reply: ZGuestCheckout } as const;
export const receiveNotification = { ...route.receiveNotification, reply: ZPaymentNotificationReply } as const;
export const listToConfirm = { ...route.listToConfirm, reply: ZGuestOrderList } as const;
export const acceptGuestOrder = { ...route.acceptGuestOrder, reply: ZGuestOrderSummary } as const;
export const rejectGuestOrder = { ...route.rejectGuestOrder, body: ZRejectBody, reply: ZGuestOrderSummary } as const;
export const listRequests = { ...route.listRequests, reply: ZGuestRequestList } as const;
export const resolveRequest = { ...route.resolveRequest, reply: ZGuestRequest } as const;
