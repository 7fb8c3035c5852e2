/** The operations of the api's `bills` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZBill, ZOrderBills, ZReceiptData, ZSplitBill } from '../bills';
import { ZCompBillBody, ZCreateBillBody, ZSplitBillBody, ZUpdateBillBody } from '../requests/bills';
import * as route from './routes';

export const postOrdersBill = { ...route.postOrdersBill, body: ZCreateBillBody, reply: ZBill } as const;
export const billsOfOrder = { ...route.billsOfOrder, reply: ZOrderBills } as const;
export const getBill = { ...route.getBill, reply: ZBill } as const;
export const updateBill = { ...route.updateBill, body: ZUpdateBillBody, reply: ZBill } as const;
export const postBillsComp = { ...route.postBillsComp, body: ZCompBillBody, reply: ZBill } as const;
export const splitBill = { ...route.splitBill, body: ZSplitBillBody, reply: ZSplitBill } as const;
export const getBillsReceipt = { ...route.getBillsReceipt, reply: ZReceiptData } as const;
export const receiptText = { ...route.receiptText } as const;
export const getBillInvoicePdf = { ...route.getBillInvoicePdf } as const;
