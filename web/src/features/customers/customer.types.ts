/** A postal address a customer uses (delivery). */
export interface CustomerAddress {
  label: string;
  address: string;
}

/** A guest the restaurant knows: contact, notes, visits and spend (minor units). */
export interface Customer {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  addresses: CustomerAddress[];
  notes: string | null;
  tags: string[];
  visits: number;
  totalSpent: number;
  lastVisitAt: string | null;
  createdAt: string;
}

export type CustomerInput = Pick<Customer, 'name' | 'phone' | 'email' | 'addresses' | 'notes' | 'tags'>;

/** One bill of a customer, newest first (GET …/customers/:id/history); amounts in minor units. */
export interface CustomerBill {
  id: string;
  billNo: number;
  orderId: string;
  orderDisplayNo: number;
  createdAt: string;
  orderType: string;
  /** "Table 4", "Takeaway"…: what the order was for. */
  target: string;
  grandTotal: number;
  status: string;
  statusLabel: string;
  /** Units on the bill (sum of line quantities). */
  itemCount: number;
}
