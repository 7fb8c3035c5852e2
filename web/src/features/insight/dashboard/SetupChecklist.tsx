import { Card, Classes, H4, Icon, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { useGetSetupChecklistQuery } from './setupChecklist.api';

/** Where each step is done. */
const PAGE_OF = {
  menu: '/apps/management/menuManagement/allDishes',
  tables: '/apps/management/tableandspace',
  printers: '/apps/setting/printers',
  staff: '/apps/management/staffManagement',
  live: '/apps/setting/restaurantSetting',
} as const;

/** The dashboard's "Get ready to open": each step ticked from the restaurant's data, linking to its page; gone once all are done. */
export function SetupChecklist() {
  const { t } = useTranslation();
  const restaurantId = useAppSelector(selectCurrentRestaurantId);
  const canSetUp = useCan('edit', 'restaurant');
  const { data } = useGetSetupChecklistQuery(restaurantId && canSetUp ? restaurantId : skipToken);
  if (!data) return null;
  const done = data.steps.filter((s) => s.done).length;
  if (done === data.steps.length) return null;
  return (
    <Card style={{ marginBottom: 16 }}>
      <section aria-labelledby="setup-checklist-title">
        <H4 id="setup-checklist-title">{t('setup.checklist.title')}</H4>
        <p className={Classes.TEXT_MUTED}>{t('setup.checklist.progress', { done, total: data.steps.length })}</p>
        <ProgressBar value={done / data.steps.length} intent={Intent.SUCCESS} stripes={false} />
        <ul style={{ listStyle: 'none', padding: 0, margin: '12px 0 0' }}>
          {data.steps.map((step) => (
            <li
              key={step.key}
              data-testid={`setup-step-${step.key}`}
              style={{ display: 'flex', gap: 8, alignItems: 'center', padding: '4px 0' }}
            >
              <Icon icon={step.done ? 'tick-circle' : 'circle'} intent={step.done ? Intent.SUCCESS : Intent.NONE} />
              <Link to={PAGE_OF[step.key]}>{t(`setup.checklist.${step.key}`)}</Link>
              <Tag minimal intent={step.done ? Intent.SUCCESS : Intent.NONE}>
                {t(step.done ? 'setup.checklist.done' : 'setup.checklist.todo')}
              </Tag>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
