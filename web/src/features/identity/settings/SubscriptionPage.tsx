import { Alert, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { PLANS, type Plan } from '@ros/shared-events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../app/toaster';
import { PageHeader } from '../../../components/PageHeader';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { describeError } from '../../../app/errors';
import { PlanCard } from './subscription/PlanCard';
import { useRestaurantSettings } from './restaurant/useRestaurantSettings';
import { useChangePlanMutation } from './settings.api';

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

/** Subscription: the three plans, the current one highlighted, switching for those allowed. */
export default function SubscriptionPage() {
  const { t } = useTranslation();
  const restaurantId = useAppSelector(selectCurrentRestaurantId);
  const canChange = useCan('edit', 'roles');
  // The same live-updated restaurant as the settings page: a plan changed elsewhere shows here at once.
  const { restaurant, error, loading } = useRestaurantSettings(restaurantId, t('settingsPages.common.unexpected'));
  const [changePlan] = useChangePlanMutation();
  const [choosing, setChoosing] = useState<Plan | null>(null);
  const [changing, setChanging] = useState(false);

  if (!restaurantId) return <NonIdealState icon="shop" title={t('settingsPages.common.noRestaurant')} />;
  if (!restaurant) {
    if (loading) return <Spinner />;
    return <NonIdealState icon="error" title={describeError(error)} />;
  }

  const handleConfirm = async () => {
    if (!choosing) return;
    const plan = choosing;
    setChoosing(null);
    setChanging(true);
    try {
      await changePlan({ rid: restaurantId, plan }).unwrap();
      void toastSuccess(
        t('settingsPages.subscription.changed', { plan: t(`settingsPages.subscription.plans.${plan}.name`) }),
      );
    } catch (err) {
      void toastError(err);
    } finally {
      setChanging(false);
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PageHeader
        title={t('settingsPages.subscription.title')}
        description={t('settingsPages.subscription.subtitle', { name: restaurant.name })}
      />
      <Callout intent={Intent.PRIMARY} icon="info-sign">
        {t('settingsPages.subscription.noPayment')}
      </Callout>
      {!canChange && <Callout icon="lock">{t('settingsPages.subscription.askOwner')}</Callout>}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: 16 }}>
        {PLANS.map((plan) => (
          <PlanCard
            key={plan}
            plan={plan}
            isCurrent={restaurant.plan === plan}
            features={FEATURES[plan]}
            canChange={canChange}
            changing={changing}
            onChoose={() => setChoosing(plan)}
          />
        ))}
      </div>
      <Alert
        isOpen={choosing !== null}
        intent={Intent.PRIMARY}
        icon="credit-card"
        confirmButtonText={t('settingsPages.subscription.confirm')}
        cancelButtonText={t('settingsPages.common.cancel')}
        onCancel={() => setChoosing(null)}
        onConfirm={() => void handleConfirm()}
      >
        <p>
          {choosing &&
            t('settingsPages.subscription.confirmText', {
              plan: t(`settingsPages.subscription.plans.${choosing}.name`),
            })}
        </p>
      </Alert>
    </div>
  );
}
