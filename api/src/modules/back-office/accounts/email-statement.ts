import type { AccountStatementBody, EmailQueued } from '@ros/shared-events';
import { invalidInput, ruleViolation } from '../../../kernel/errors';
import type { TenantContext } from '../../../kernel/tenant';
import { queueMessage } from '../../messaging/outbox';
import { getCustomer } from '../../service/customers';
import { customerLedger } from './customer-accounts.service';
import { restaurantCurrency } from './customer-accounts.repo';

/**
 * Emails a credit customer their statement of a period: what they owed before it, the period's
 * charges, payments and refunds with the running balance, and what they owe at its end, in the
 * restaurant's language and currency. Needs `income` edit (it writes to a customer on the
 * restaurant's behalf); a customer without an email address is a 400 on `to`, nothing queued.
 */
export async function emailStatement(
  ctx: TenantContext,
  customerId: string,
  body: AccountStatementBody,
  linkBase: string,
): Promise<EmailQueued> {
  ctx.authorize('edit', 'income');
  const customer = await getCustomer(ctx, customerId);
  if (!customer.hasCreditAccount) throw ruleViolation(`${customer.name} has no credit account.`);
  if (!customer.email)
    throw invalidInput('to', `${customer.name} has no email address; add one to the customer first.`);
  const ledger = await customerLedger(ctx, customerId);
  const before = ledger.entries.filter((e) => e.date < body.from);
  const during = ledger.entries.filter((e) => e.date >= body.from && e.date <= body.to);
  const opening = before.at(-1)?.balance ?? 0;
  const queued = await queueMessage(ctx.trx, linkBase, {
    restaurantId: ctx.restaurant.id,
    kind: 'account_statement',
    to: customer.email,
    relatedId: customer.id,
    data: {
      customerName: customer.name,
      currency: await restaurantCurrency(ctx),
      from: body.from,
      to: body.to,
      opening,
      closing: during.at(-1)?.balance ?? opening,
      entries: during.map((e) => ({
        date: e.date,
        kind: e.kind,
        reference: e.reference,
        debit: e.debit,
        credit: e.credit,
        balance: e.balance,
      })),
      available: ledger.available,
    },
  });
  return { messageId: queued!.id, to: customer.email };
}
