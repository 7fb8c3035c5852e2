/** The operations of the api's `invoices` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZBill } from '../bills';
import { ZIncome, ZInvoicePage } from '../invoices';
import { ZIncomeQuery, ZInvoiceListQuery } from '../requests/invoices';
import * as route from './routes';

export const listInvoices = { ...route.listInvoices, query: ZInvoiceListQuery, reply: ZInvoicePage } as const;
export const getInvoice = { ...route.getInvoice, reply: ZBill } as const;
export const getIncome = { ...route.getIncome, query: ZIncomeQuery, reply: ZIncome } as const;
