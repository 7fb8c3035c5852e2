/** The operations of the api's `tickets` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZKdsQuery, ZReadyBody, ZRecallBody } from '../requests/tickets';
import { ZKdsBoard, ZTicket } from '../tickets';
import * as route from './routes';

export const kdsBoard = { ...route.kdsBoard, query: ZKdsQuery, reply: ZKdsBoard } as const;
export const recallLast = { ...route.recallLast, body: ZRecallBody, reply: ZTicket } as const;
export const getTicket = { ...route.getTicket, reply: ZTicket } as const;
export const startTicket = { ...route.startTicket, reply: ZTicket } as const;
export const readyTicket = { ...route.readyTicket, body: ZReadyBody, reply: ZTicket } as const;
export const bumpTicket = { ...route.bumpTicket, reply: ZTicket } as const;
export const reprintTicket = { ...route.reprintTicket, reply: ZTicket } as const;
