/** The operations of the api's `tables` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZCreateTableBody, ZTableListQuery, ZTableStatusBody, ZUpdateTableBody } from '../requests/tables';
import { ZTable, ZTables } from '../tables';
import * as route from './routes';

export const listTables = { ...route.listTables, query: ZTableListQuery, reply: ZTables } as const;
export const createTable = { ...route.createTable, body: ZCreateTableBody, reply: ZTable } as const;
export const getTables = { ...route.getTables, reply: ZTable } as const;
export const updateTable = { ...route.updateTable, body: ZUpdateTableBody, reply: ZTable } as const;
export const setTableStatus = { ...route.setTableStatus, body: ZTableStatusBody, reply: ZTable } as const;
export const rotateQrToken = { ...route.rotateQrToken, reply: ZTable } as const;
export const deleteTable = { ...route.deleteTable } as const;
