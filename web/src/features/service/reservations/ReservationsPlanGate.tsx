import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PlanGate } from '../../../components/PlanGate';

/** A reservations or delivery page, on a plan that has them. */
export function ReservationsPlanGate({
  feature,
  children,
}: {
  feature: 'reservations' | 'delivery';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const title =
    feature === 'delivery' ? t('reservations.upgrade.deliveryTitle') : t('reservations.upgrade.reservationsTitle');
  return (
    <PlanGate feature={feature} title={title} body={t('reservations.upgrade.body')}>
      {children}
    </PlanGate>
  );
}
