/** The operations of the api's `cashDrawer` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZDrawerReport, ZDrawerSession, ZDrawerSessionPage } from '../cash-drawer';
import { ZPrintJob } from '../printers';
import {
  ZCloseSessionBody,
  ZCurrentQuery,
  ZMovementBody,
  ZNoSaleBody,
  ZOpenSessionBody,
  ZPrintZReportBody,
  ZSessionListQuery,
} from '../requests/cash-drawer';
import * as route from './routes';

export const openSession = { ...route.openSession, body: ZOpenSessionBody, reply: ZDrawerSession } as const;
export const listSessions = { ...route.listSessions, query: ZSessionListQuery, reply: ZDrawerSessionPage } as const;
export const currentSession = { ...route.currentSession, query: ZCurrentQuery, reply: ZDrawerSession } as const;
export const getSession = { ...route.getSession, reply: ZDrawerSession } as const;
export const addMovement = { ...route.addMovement, body: ZMovementBody, reply: ZDrawerSession } as const;
export const noSale = { ...route.noSale, body: ZNoSaleBody, reply: ZDrawerSession } as const;
export const closeSession = { ...route.closeSession, body: ZCloseSessionBody, reply: ZDrawerSession } as const;
export const zReport = { ...route.zReport, reply: ZDrawerReport } as const;
export const printZReport = { ...route.printZReport, body: ZPrintZReportBody, reply: ZPrintJob } as const;
