import { AnchorButton, Button, Callout, Card, H3, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../app/errors';
import { toastError } from '../../../../app/toaster';
import { useCompleteTestCheckoutMutation, useGetTestCheckoutQuery } from './billing.api';
import { formatPrice } from './format';

const SUBSCRIPTION = '/apps/setting/Subscription';

/**
 * `/billing/test-checkout/:checkoutId`: the test billing provider's "hosted page". No money moves;
 * Pay confirms the checkout (the plan changes then), Decline leaves the restaurant as it was.
 */
export default function TestCheckoutPage() {
  const { t, i18n } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`settingsPages.subscription.${key}`, values);
  const { checkoutId = '' } = useParams();
  const { data: checkout, error, isLoading } = useGetTestCheckoutQuery(checkoutId);
  const [complete, { isLoading: busy, data: completed }] = useCompleteTestCheckoutMutation();
  const shown = completed ?? checkout;

  if (isLoading) return <Spinner />;
  if (!shown) return <NonIdealState icon="error" title={describeError(error)} />;
  const amount = formatPrice(shown.amount, shown.currency, i18n.language);
  const answer = async (outcome: 'pay' | 'decline') => {
    try {
      await complete({ checkoutId, body: { outcome } }).unwrap();
    } catch (err) {
      void toastError(err);
    }
  };

  return (
    <Card style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <H3>{s('checkoutTitle')}</H3>
      <Callout intent={Intent.WARNING} icon="info-sign" role="note">
        {s('testMode')}
      </Callout>
      <p>
        {s('checkoutBuy', {
          plan: s(`plans.${shown.plan}.name`),
          restaurant: shown.restaurantName,
          period: s(shown.period === 'year' ? 'yearly' : 'monthly'),
        })}
        {' · '}
        <strong>{amount}</strong>
      </p>
      {shown.status === 'open' ? (
        <div style={{ display: 'flex', gap: 8 }}>
          <Button
            intent={Intent.PRIMARY}
            loading={busy}
            text={s('pay', { amount })}
            onClick={() => void answer('pay')}
          />
          <Button text={s('decline')} disabled={busy} onClick={() => void answer('decline')} />
        </div>
      ) : (
        <Callout intent={shown.status === 'paid' ? Intent.SUCCESS : Intent.NONE} role="status">
          {shown.status === 'paid' ? s('checkoutPaid', { plan: s(`plans.${shown.plan}.name`) }) : s('checkoutDeclined')}
        </Callout>
      )}
      <AnchorButton minimal href={SUBSCRIPTION} text={s('backToSubscription')} />
    </Card>
  );
}
