import { NonIdealState } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { PageHeader } from './PageHeader';

/** The honest placeholder of a page a later release fills: "<Title> is coming soon" and what it will do. */
export function ComingSoon({ title, description, icon = 'build' }: { title: string; description: string; icon?: IconName }) {
  const { t } = useTranslation();
  return (
    <div className="ros-page">
      <PageHeader title={title} />
      <NonIdealState icon={icon} title={t('comingSoon.title', { title })} description={description} />
    </div>
  );
}
