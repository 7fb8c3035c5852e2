/** Who did something (as the API records it). */
export interface PersonRef {
  id: string;
  name: string;
}

/** A pay-in or pay-out with its reason; amounts are minor units. */
export interface DrawerMovement {
  id: string;
  kind: 'pay_in' | 'pay_out';
  amount: number;
  reason: string;
  createdBy: PersonRef;
  createdAt: string;
}

/** A drawer session with its running cash: expected = float + cash sales − cash refunds + pay-ins − pay-outs. */
export interface DrawerSession {
  id: string;
  name: string;
  status: 'open' | 'closed';
  openingFloat: number;
  cashSales: number;
  cashRefunds: number;
  payIns: number;
  payOuts: number;
  expected: number;
  counted: number | null;
  overShort: number | null;
  notes: string | null;
  openedBy: PersonRef;
  openedAt: string;
  closedBy: PersonRef | null;
  closedAt: string | null;
  movements: DrawerMovement[];
}

/** A session in the history list (its closing figures). */
export type DrawerSessionSummary = Pick<
  DrawerSession,
  'id' | 'name' | 'status' | 'openingFloat' | 'counted' | 'overShort' | 'openedBy' | 'openedAt' | 'closedBy' | 'closedAt'
> & { expected: number | null };

/** The Z report of a session: what was taken over its open period, by method, and the cash count. */
export interface ZReport {
  session: DrawerSession;
  from: string;
  to: string;
  salesByMethod: Record<string, number>;
  bills: number;
  paidBillsTotal: number;
  voids: { items: number; itemsAmount: number; payments: number; paymentsAmount: number };
  discounts: number;
  refunds: number;
  tips: number;
  payIns: number;
  payOuts: number;
  expectedCash: number;
  counted: number | null;
  overShort: number | null;
}
