import type { CustomerOfferBody, OfferSent } from '@ros/shared-events';
import { ruleViolation } from '../../../kernel/errors';
import type { TenantContext } from '../../../kernel/tenant';
import { getCustomer } from '../../service/customers';
import { queueMessage } from '../outbox';
import { guestEmailExtras } from '../guest-recipients';

/**
 * "Send an offer" from a customer's page: an email in the restaurant's words, marked marketing, so
 * a customer who unsubscribed from the restaurant's offers gets nothing (`sent: false`). Who may
 * write to the restaurant's customers: those who edit them.
 */
export async function sendCustomerOffer(
  ctx: TenantContext,
  linkBase: string,
  customerId: string,
  body: CustomerOfferBody,
): Promise<OfferSent> {
  ctx.authorize('edit', 'customers');
  const customer = await getCustomer(ctx, customerId);
  if (!customer.email) throw ruleViolation('Add an email address to this customer to send an offer.', 'email');
  const extras = await guestEmailExtras(ctx.trx, linkBase, ctx.restaurant.id, customer.email);
  const queued = await queueMessage(ctx.trx, linkBase, {
    restaurantId: ctx.restaurant.id,
    kind: 'guest_offer',
    to: customer.email,
    data: { guestName: customer.name, text: body.text, unsubscribePath: extras.unsubscribePath },
    relatedId: customer.id,
    marketing: true,
    headers: extras.headers,
  });
  return { sent: queued !== null, messageId: queued?.id ?? null };
}
