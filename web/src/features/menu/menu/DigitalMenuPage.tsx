import { Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { useCan } from '../../../app/session/useAbility';
import { ActiveMenuSwitch } from './digital/ActiveMenuSwitch';
import { PublicMenuPreview } from './digital/PublicMenuPreview';
import { TableQrGrid } from './digital/TableQrGrid';
import { useCatalogueT } from '../../../app/i18n/catalogue';
import { useCatalogue } from './useCatalogue';

/** The digital menu: the guest preview, which menu is active, and each table's QR code. */
export default function DigitalMenuPage() {
  const t = useCatalogueT();
  const navigate = useNavigate();
  const canEdit = useCan('edit', 'menu');
  const { restaurantId, menus } = useCatalogue();
  const [tab, setTab] = useState<'preview' | 'qr'>('preview');
  return (
    <div className="ros-page">
      <PageHeader title={t('digital.title')} description={t('digital.subtitle')} />
      <Tabs id="digital-menu-tabs" selectedTabId={tab} onChange={(id) => setTab(id as 'preview' | 'qr')}>
        <Tab id="preview" title={t('digital.previewTab')} />
        <Tab id="qr" title={t('digital.qrTab')} />
      </Tabs>
      <div style={{ marginTop: 12 }}>
        {tab === 'preview' ? (
          <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <div style={{ width: 320 }}>
              <ActiveMenuSwitch
                restaurantId={restaurantId}
                menus={menus}
                canEdit={canEdit}
                onManage={() => navigate('/apps/management/menuManagement/allDishes?tab=menus')}
              />
            </div>
            {restaurantId && <PublicMenuPreview restaurantId={restaurantId} />}
          </div>
        ) : (
          <TableQrGrid />
        )}
      </div>
    </div>
  );
}
