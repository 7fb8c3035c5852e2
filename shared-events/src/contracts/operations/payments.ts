/** The operations of the api's `payments` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZPaymentResult } from '../bills';
import { ZRecordPaymentBody, ZRefundBody, ZVoidPaymentBody } from '../requests/payments';
import * as route from './routes';

export const recordPayment = { ...route.recordPayment, body: ZRecordPaymentBody, reply: ZPaymentResult } as const;
export const refundPayment = { ...route.refundPayment, body: ZRefundBody, reply: ZPaymentResult } as const;
export const voidPayment = { ...route.voidPayment, body: ZVoidPaymentBody, reply: ZPaymentResult } as const;
