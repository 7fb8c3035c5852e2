import { Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { PageHeader } from '../../../components/PageHeader';
import { ChecklistsTab } from './ChecklistsTab';
import { FoodSafetyTab } from './FoodSafetyTab';
import { useChecklistsT } from './i18n';
import { TemplatesTab } from './TemplatesTab';

/**
 * Task checklists: everyone's own lists for today; for those who manage others' tasks, the "today"
 * board of every list (live), the templates and the food-safety log.
 */
export default function ChecklistsPage() {
  const t = useChecklistsT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const manages = useCan('edit', 'tasks');
  const [tab, setTab] = useState<string>(manages ? 'board' : 'mine');
  if (!rid) return null;
  return (
    <div className="ros-page">
      <PageHeader title={t('pageTitle')} description={t('subtitle')} />
      <Tabs id="checklists-tabs" selectedTabId={tab} onChange={(id) => setTab(String(id))} renderActiveTabPanelOnly>
        {manages && <Tab id="board" title={t('tabs.board')} panel={<ChecklistsTab rid={rid} mine={false} />} />}
        <Tab id="mine" title={t('tabs.mine')} panel={<ChecklistsTab rid={rid} mine />} />
        {manages && <Tab id="templates" title={t('tabs.templates')} panel={<TemplatesTab rid={rid} />} />}
        {manages && <Tab id="log" title={t('tabs.log')} panel={<FoodSafetyTab rid={rid} />} />}
      </Tabs>
    </div>
  );
}
