import { skipToken } from '@reduxjs/toolkit/query/react';
import { Alert, Button, Callout, Intent, NonIdealState, Radio, RadioGroup, Spinner } from '@blueprintjs/core';
import { PLANS, pricingOf, type BillingPeriod, type Plan } from '@ros/shared-events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../app/toaster';
import { PageHeader } from '../../../components/PageHeader';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { describeError } from '../../../app/errors';
import { PlanCard } from './subscription/PlanCard';
import { SubscriptionStatus } from './subscription/SubscriptionStatus';
import { SubscriptionInvoices } from './subscription/SubscriptionInvoices';
import { useRestaurantSettings } from './restaurant/useRestaurantSettings';
import {
  useCancelSubscriptionMutation,
  useGetSubscriptionQuery,
  useStartCheckoutMutation,
} from './subscription/billing.api';
import { formatPrice, formatDay } from './subscription/format';

/** What every plan includes, then what Premium and Enterprise add (PRODUCT.md "Plans"). */
const EVERYONE = ['orders', 'pos', 'digitalMenu', 'tables', 'reports', 'daybook', 'departments'];
const PREMIUM = [
  'multipleRestaurants',
  'inventory',
  'unlimitedMenus',
  'delivery',
  'reservations',
  'customRoles',
  'annualReports',
  'support',
  'tutorials',
];
const FEATURES: Record<Plan, string[]> = {
  basic: EVERYONE,
  premium: [...EVERYONE, ...PREMIUM],
  enterprise: [...EVERYONE, ...PREMIUM, 'sales'],
};

/**
 * Subscription: the plans with monthly and yearly prices (from the one price list), the current
 * plan and its status, upgrading through the billing provider's checkout, cancelling, and the
 * subscription's invoices. Only those who manage billing see the subscription and its buttons.
 */
export default function SubscriptionPage() {
  const { t, i18n } = useTranslation();
  const restaurantId = useAppSelector(selectCurrentRestaurantId);
  const canManage = useCan('edit', 'roles');
  // The same live-updated restaurant as the settings page: a plan changed elsewhere shows here at once.
  const { restaurant, error, loading } = useRestaurantSettings(restaurantId, t('settingsPages.common.unexpected'));
  const { data: subscription } = useGetSubscriptionQuery(restaurantId && canManage ? restaurantId : skipToken);
  const [startCheckout, { isLoading: starting }] = useStartCheckoutMutation();
  const [cancelSubscription, { isLoading: cancelling }] = useCancelSubscriptionMutation();
  const [period, setPeriod] = useState<BillingPeriod>('month');
  const [confirmCancel, setConfirmCancel] = useState(false);

  if (!restaurantId) return <NonIdealState icon="shop" title={t('settingsPages.common.noRestaurant')} />;
  if (!restaurant) {
    if (loading) return <Spinner />;
    return <NonIdealState icon="error" title={describeError(error)} />;
  }
  const s = (key: string, values?: Record<string, unknown>) => t(`settingsPages.subscription.${key}`, values);
  const lang = i18n.language;
  const current = restaurant.plan as Plan;
  const paid =
    subscription?.subscription && subscription.subscription.status !== 'ended' ? subscription.subscription : null;

  const handleUpgrade = async (plan: 'premium') => {
    try {
      const { url } = await startCheckout({ rid: restaurantId, body: { plan, period } }).unwrap();
      window.location.assign(url);
    } catch (err) {
      void toastError(err);
    }
  };
  const handleCancel = async () => {
    setConfirmCancel(false);
    try {
      const result = await cancelSubscription({ rid: restaurantId, body: {} }).unwrap();
      const end = result.subscription?.currentPeriodEnd;
      void toastSuccess(s('cancelled', { date: end ? formatDay(end, lang) : '' }));
    } catch (err) {
      void toastError(err);
    }
  };

  const priceOf = (plan: Plan) => {
    const pricing = pricingOf(plan);
    if (!pricing) return { price: s('contactSales') };
    if (pricing.monthlyPrice === 0) return { price: s('free') };
    if (period === 'month')
      return { price: s('perMonth', { price: formatPrice(pricing.monthlyPrice, pricing.currency, lang) }) };
    return {
      price: s('perMonth', { price: formatPrice(pricing.yearlyPlan.perMonth, pricing.currency, lang) }),
      priceNote: s('billedYearly', { price: formatPrice(pricing.yearlyPlan.totalAnnual, pricing.currency, lang) }),
    };
  };
  const actionOf = (plan: Plan) => {
    if (!canManage) return undefined;
    if (plan === 'premium' && current === 'basic' && subscription?.provider !== 'none')
      return (
        <Button
          intent={Intent.PRIMARY}
          loading={starting}
          text={s('upgrade', { plan: s('plans.premium.name') })}
          onClick={() => void handleUpgrade('premium')}
        />
      );
    if (plan === current && paid && !paid.cancelAtPeriodEnd)
      return <Button text={s('cancel')} loading={cancelling} onClick={() => setConfirmCancel(true)} />;
    return undefined;
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PageHeader title={s('title')} description={s('subtitle', { name: restaurant.name })} />
      {subscription?.provider === 'test' && (
        <Callout intent={Intent.WARNING} icon="info-sign">
          {s('testMode')}
        </Callout>
      )}
      {subscription?.provider === 'none' && (
        <Callout intent={Intent.PRIMARY} icon="info-sign">
          {s('noSales')}
        </Callout>
      )}
      {!canManage && <Callout icon="lock">{s('askOwner')}</Callout>}
      {subscription && <SubscriptionStatus rid={restaurantId} subscription={subscription} />}
      <RadioGroup
        inline
        label={s('period')}
        name="billing-period"
        selectedValue={period}
        onChange={(e) => setPeriod(e.currentTarget.value as BillingPeriod)}
      >
        <Radio label={s('monthly')} value="month" />
        <Radio label={s('yearly')} value="year" />
      </RadioGroup>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 16 }}>
        {PLANS.map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            isCurrent={current === plan}
            features={FEATURES[plan]}
            {...priceOf(plan)}
            action={actionOf(plan)}
          />
        ))}
      </div>
      {canManage && <SubscriptionInvoices rid={restaurantId} />}
      <Alert
        isOpen={confirmCancel}
        intent={Intent.DANGER}
        icon="warning-sign"
        confirmButtonText={s('cancel')}
        cancelButtonText={s('keep')}
        onCancel={() => setConfirmCancel(false)}
        onConfirm={() => void handleCancel()}
      >
        <p>
          <strong>{s('cancelTitle')}</strong>
        </p>
        <p>
          {paid &&
            s('cancelText', {
              plan: s(`plans.${paid.plan}.name`),
              date: formatDay(paid.currentPeriodEnd, lang),
            })}
        </p>
      </Alert>
    </div>
  );
}
