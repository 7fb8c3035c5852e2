import { Card, Classes, H2, H4, Icon, Intent, Tag } from '@blueprintjs/core';
import type { Plan } from '@ros/shared-events';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  plan: Plan;
  isCurrent: boolean;
  features: string[];
  /** The price as shown for the chosen billing period, and a line under it. */
  price: string;
  priceNote?: string;
  /** The card's button (upgrade, cancel), when the viewer may use one. */
  action?: ReactNode;
}

/** One plan: price, what it includes, and what the viewer can do about it. */
export function PlanCard({ plan, isCurrent, features, price, priceNote, action }: Props) {
  const { t } = useTranslation();
  return (
    <Card
      elevation={isCurrent ? 3 : 1}
      data-plan={plan}
      data-current={isCurrent}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
        outline: isCurrent ? '2px solid var(--bp-intent-primary-rest, #2d72d2)' : undefined,
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <H4 style={{ margin: 0, flex: 1 }}>{t(`settingsPages.subscription.plans.${plan}.name`)}</H4>
        {isCurrent && (
          <Tag intent={Intent.PRIMARY} round>
            {t('settingsPages.subscription.current')}
          </Tag>
        )}
        {plan === 'premium' && !isCurrent && (
          <Tag intent={Intent.SUCCESS} minimal round>
            {t('settingsPages.subscription.popular')}
          </Tag>
        )}
      </div>
      <H2 style={{ margin: 0 }}>{price}</H2>
      <div className={Classes.TEXT_MUTED}>{priceNote ?? t(`settingsPages.subscription.plans.${plan}.tagline`)}</div>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0, flex: 1 }}>
        {features.map((f) => (
          <li key={f} style={{ display: 'flex', gap: 6, padding: '2px 0' }}>
            <Icon icon="tick" intent={Intent.SUCCESS} />
            {t(`settingsPages.subscription.features.${f}`)}
          </li>
        ))}
      </ul>
      {action}
    </Card>
  );
}
