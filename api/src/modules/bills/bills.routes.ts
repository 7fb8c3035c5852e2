import { Router } from 'express';
import type { ModuleRoutes } from '../../app';
import { requireUser } from '../../http/auth';
import { created, tenant } from '../../http/tenant';
import { parse } from '../../http/validate';
import { ZCreateBillBody, ZSplitBillBody, ZUpdateBillBody } from './bills.schemas';
import * as bills from './bills.service';
import { invoicePdf } from './invoice-pdf';
import { receiptData, receiptText } from './receipt';
import { splitBill } from './split-bill';

/** Bills of orders: create/refresh, change, split. */
export const billsRoutes: ModuleRoutes = (deps) => {
  const r = Router();
  const auth = requireUser(deps.config.jwtSecret);
  const base = '/api/restaurants/:restaurantId';
  const billId = (req: { params: Record<string, string | string[] | undefined> }) => String(req.params.billId);
  r.post(`${base}/orders/:orderId/bill`, auth, tenant(deps, async (ctx, req) => {
    const { bill, created: isNew } = await bills.createBill(ctx, String(req.params.orderId), parse(ZCreateBillBody, req.body));
    return isNew ? created(bill) : bill;
  }));
  r.get(`${base}/orders/:orderId/bills`, auth, tenant(deps, (ctx, req) => bills.billsOfOrder(ctx, String(req.params.orderId))));
  r.get(`${base}/bills/:billId`, auth, tenant(deps, (ctx, req) => bills.getBill(ctx, billId(req))));
  r.patch(`${base}/bills/:billId`, auth, tenant(deps, (ctx, req) => bills.updateBill(ctx, billId(req), parse(ZUpdateBillBody, req.body))));
  r.post(`${base}/bills/:billId/split`, auth, tenant(deps, (ctx, req) => splitBill(ctx, billId(req), parse(ZSplitBillBody, req.body))));
  r.get(`${base}/bills/:billId/receipt`, auth, tenant(deps, (ctx, req) => receiptData(ctx, billId(req))));
  r.get(`${base}/bills/:billId/receipt.txt`, auth, async (req, res, next) => {
    // Same data, served as text: run the tenant handler against a capturing response.
    const capture = { status: (_s: number) => capture, json: (data: unknown) => { res.type('text/plain; charset=utf-8').send(receiptText(data as never)); }, end: () => res.end() };
    await tenant(deps, (ctx) => receiptData(ctx, billId(req)))(req, capture as never, next);
  });
  r.get(`${base}/bills/:billId/invoice.pdf`, auth, async (req, res, next) => {
    const capture = { status: (_s: number) => capture, json: (data: unknown) => {
      res.type('application/pdf').setHeader('content-disposition', `inline; filename="bill-${(data as { billNo: number }).billNo}.pdf"`);
      res.send(invoicePdf(data as never));
    }, end: () => res.end() };
    await tenant(deps, (ctx) => receiptData(ctx, billId(req)))(req, capture as never, next);
  });
  return r;
};
