import type { Intent } from '@blueprintjs/core';

/** The seed's invoice statuses, as the API filters them. */
export const INVOICE_STATUSES = ['draft', 'sent', 'downloaded', 'partial_payment', 'paid', 'past_due'] as const;

export function statusIntent(status: string): Intent {
  if (status === 'paid') return 'success';
  if (status === 'partial_payment') return 'warning';
  if (status === 'past_due') return 'danger';
  if (status === 'sent' || status === 'downloaded') return 'primary';
  return 'none';
}
