/** How an order is labelled for a type: the real product's words. */
const TYPE_LABEL: Record<string, string> = { dine_in: 'Dine In', takeaway: 'Takeaway', delivery: 'Delivery' };

/** "Dine In: T1", as the real product shows an order's type and target (tickets, bills, receipts). */
export function orderTarget(type: string, tableName: string | null, customerName: string | null): string {
  const label = TYPE_LABEL[type] ?? type;
  if (type === 'dine_in') return `${label}: ${tableName ?? '?'}`;
  return customerName ? `${label}: ${customerName}` : label;
}

/** The courses of an order line, in the order they are served (a category names the one its dishes take on the POS). */
export const COURSES = ['drinks', 'starters', 'mains', 'desserts'] as const;
