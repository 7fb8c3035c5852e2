import { Tab, Tabs } from '@blueprintjs/core';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { DishesPanel } from './dishes/DishesPanel';
import { useCatalogueT } from '../../../app/i18n/catalogue';
import { MenusPanel } from './menus/MenusPanel';

/** All dishes, with the menus they are grouped into on a second tab. */
export default function AllDishesPage() {
  const t = useCatalogueT();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'menus' ? 'menus' : 'dishes';
  return (
    <div className="ros-page">
      <PageHeader title={t('dishes.title')} description={t('dishes.subtitle')} />
      <Tabs
        id="all-dishes-tabs"
        selectedTabId={tab}
        onChange={(id) => setParams(id === 'menus' ? { tab: 'menus' } : {})}
        renderActiveTabPanelOnly
      >
        <Tab id="dishes" title={t('dishes.tab')} panel={<DishesPanel />} />
        <Tab id="menus" title={t('menus.tab')} panel={<MenusPanel />} />
      </Tabs>
    </div>
  );
}
