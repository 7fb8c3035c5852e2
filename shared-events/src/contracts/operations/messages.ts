/** The operations of the api's `outbox` reading module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZAccountMessageList, ZOutboxMessageDetail, ZOutboxMessagePage } from '../messages';
import { ZMessageListQuery } from '../requests/messages';
import * as route from './routes';

export const listMessages = { ...route.listMessages, query: ZMessageListQuery, reply: ZOutboxMessagePage } as const;
export const getMessage = { ...route.getMessage, reply: ZOutboxMessageDetail } as const;
export const listMyMessages = { ...route.listMyMessages, reply: ZAccountMessageList } as const;
