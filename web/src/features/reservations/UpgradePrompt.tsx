import { AnchorButton, NonIdealState } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/http';

/** True when the API refused because the plan does not include the feature (402 plan_required). */
export const isPlanRequired = (error: unknown) => error instanceof ApiError && (error.status === 402 || error.code === 'plan_required');

/** Shown on Basic: the feature is Premium, with a link to the subscription page. */
export function UpgradePrompt({ feature }: { feature: 'reservations' | 'delivery' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <NonIdealState
      icon="lock"
      title={t(`reservations.upgrade.${feature}Title`)}
      description={t('reservations.upgrade.body')}
      action={
        <AnchorButton
          intent="primary"
          href="/apps/setting/Subscription"
          data-testid="upgrade-link"
          onClick={(e) => {
            e.preventDefault();
            navigate('/apps/setting/Subscription');
          }}
        >
          {t('reservations.upgrade.action')}
        </AnchorButton>
      }
    />
  );
}
