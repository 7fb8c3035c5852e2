import { AppError, notFound, ruleViolation } from '../../../kernel/errors';
import { isUuid } from '../../../kernel/tenant';
import { createBill } from '../bills';
import { recordPayment } from '../payments';
import { getOrder } from '../orders';
import { asGuest, byToken, onlineAmount, paymentProviderOf, type GuestDeps } from './guest-orders.service';
import * as repo from './guest-orders.repo';
import { restaurantOfToken, UNKNOWN_ORDER } from './guest-token';

/**
 * `POST /api/public/orders/:orderToken/payment`: opens a checkout with the restaurant's payment
 * provider for what the guest owes, and answers where to pay. The provider is called between two
 * short commands, never inside one; a later checkout replaces an abandoned one.
 */
export async function startPayment(deps: GuestDeps, token: string): Promise<{ payUrl: string }> {
  const restaurantId = restaurantOfToken(token);
  const plan = await asGuest(
    deps,
    restaurantId,
    'Guest',
    async (ctx, r) => {
      const row = await byToken(ctx, token);
      const provider = paymentProviderOf(deps, r);
      const amount = onlineAmount(row);
      if (!provider || amount === null) throw ruleViolation('Please pay a member of staff.');
      if (row.payment_status === 'paid') throw ruleViolation('This order is paid.');
      if (row.status !== 'accepted' || !row.order_id)
        throw ruleViolation('You can pay once the restaurant has accepted your order.');
      const order = await getOrder(ctx, row.order_id);
      if (order.status === 'cancelled') throw ruleViolation('This order was cancelled.');
      return {
        provider,
        guestOrderId: row.id,
        amount,
        currency: r.currency,
        description: `${r.name} · order ${order.displayNo}`,
      };
    },
    UNKNOWN_ORDER,
  );
  const checkout = await plan.provider.createCheckout({
    reference: `${restaurantId}/${plan.guestOrderId}`,
    amount: plan.amount,
    currency: plan.currency,
    description: plan.description,
    returnUrl: `/track/${token}`,
  });
  await asGuest(
    deps,
    restaurantId,
    'Guest',
    (ctx) =>
      repo.updateGuestOrder({ trx: ctx.trx, restaurantId }, plan.guestOrderId, {
        payment_status: 'pending',
        payment_provider: plan.provider.id,
        payment_checkout_id: checkout.id,
      }),
    UNKNOWN_ORDER,
  );
  return { payUrl: checkout.payUrl };
}

/**
 * `POST /api/public/payments/:provider/notifications`: the provider says a checkout was paid or
 * failed. Paid: the order is billed and the payment recorded on the bill (card, with the
 * provider's reference), once however often the provider repeats itself.
 */
export async function receiveNotification(
  deps: GuestDeps,
  providerId: string,
  body: unknown,
  headers: Record<string, string | undefined>,
) {
  const provider = deps.payments.get(providerId);
  if (!provider) throw notFound('Payment provider');
  const outcome = provider.verifyNotification(body, headers);
  if (!outcome) throw new AppError('invalid_input', 'This notification is not signed by the provider.');
  const [restaurantId = '', guestOrderId = ''] = outcome.reference.split('/');
  if (!isUuid(restaurantId) || !isUuid(guestOrderId)) throw notFound('Checkout');
  return asGuest(
    deps,
    restaurantId,
    `Online payment (${provider.label})`,
    async (ctx, r) => {
      if (!(await repo.lockGuestOrder({ trx: ctx.trx, restaurantId }, guestOrderId))) throw notFound('Checkout');
      const row = (await repo.findGuestOrder({ trx: ctx.trx, restaurantId }, { id: guestOrderId }))!;
      if (row.payment_provider !== provider.id || row.payment_checkout_id !== outcome.checkoutId)
        throw notFound('Checkout');
      if (row.payment_status === 'paid') return { status: 'paid' as const };
      const amount = onlineAmount(row);
      if (
        outcome.status === 'failed' ||
        amount === null ||
        outcome.amount !== amount ||
        outcome.currency !== r.currency ||
        !row.order_id
      ) {
        await repo.updateGuestOrder({ trx: ctx.trx, restaurantId }, row.id, { payment_status: 'failed' });
        return { status: 'failed' as const };
      }
      const { bill } = await createBill(ctx, row.order_id, {});
      const { payment } = await recordPayment(ctx, bill.id, {
        method: 'card',
        amount: outcome.amount,
        reference: `${provider.id}:${outcome.checkoutId}`,
      });
      await repo.updateGuestOrder({ trx: ctx.trx, restaurantId }, row.id, {
        payment_status: 'paid',
        payment_id: payment.id,
      });
      return { status: 'paid' as const };
    },
    'Checkout not found.',
  );
}
