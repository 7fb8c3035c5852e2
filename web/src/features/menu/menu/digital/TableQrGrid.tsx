import { Button, Card, Classes, H5, HTMLSelect, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { guestMenuUrl, printQrCards, useQrCodes } from '../../../service/tables';
import { useFloor } from '../../../service/tables';
import { useCatalogueT } from '../../../../app/i18n/catalogue';

/** One printable QR code per table, by space. */
export function TableQrGrid() {
  const t = useCatalogueT();
  const { restaurantId, spaces, tables } = useFloor();
  const [spaceId, setSpaceId] = useState('');
  const shown = tables
    .filter((x) => !spaceId || x.spaceId === spaceId)
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
  const codes = useQrCodes(restaurantId, shown);
  const cards = shown.map((x) => ({ name: x.name, image: codes[x.id] ?? '', caption: t('qr.caption') }));
  if (tables.length === 0)
    return <NonIdealState icon="mobile-phone" title={t('digital.noTables')} description={t('digital.noTablesBody')} />;
  return (
    <div>
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <HTMLSelect value={spaceId} onChange={(e) => setSpaceId(e.currentTarget.value)} aria-label={t('tables.space')}>
          <option value="">{t('digital.allSpaces')}</option>
          {spaces.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </HTMLSelect>
        <Button
          icon="print"
          intent="primary"
          text={t('qr.printAll')}
          disabled={cards.some((c) => !c.image)}
          onClick={() => printQrCards(t('qr.printTitle'), cards)}
        />
      </div>
      <div
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 12 }}
        data-testid="qr-grid"
      >
        {shown.map((x) => (
          <Card key={x.id} style={{ textAlign: 'center', padding: 12 }}>
            <H5>{x.name}</H5>
            {codes[x.id] && <img src={codes[x.id]} alt={t('qr.alt', { name: x.name })} style={{ width: '100%' }} />}
            <div className={Classes.TEXT_SMALL} style={{ wordBreak: 'break-all' }}>
              <a href={guestMenuUrl(restaurantId, x.qrToken)} target="_blank" rel="noreferrer">
                {t('digital.openLink')}
              </a>
            </div>
            <Button
              icon="print"
              variant="minimal"
              text={t('common.print')}
              disabled={!codes[x.id]}
              onClick={() =>
                printQrCards(x.name, [{ name: x.name, image: codes[x.id] ?? '', caption: t('qr.caption') }])
              }
            />
          </Card>
        ))}
      </div>
    </div>
  );
}
