/** A bill's totals as the API returns them, each in minor units; `grandTotal` is what the guest pays. */
export interface BillTotals {
  subtotal: number;
  discount: number;
  serviceCharge: number;
  tax: number;
  tip: number;
  rounding: number;
  grandTotal: number;
}
