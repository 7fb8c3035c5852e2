import { Button, Classes, Drawer, H5, HTMLTable, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { formatMoney } from '../../../components/money';
import { Pager } from '../../../components/list/Pager';
import { useInventoryT } from './i18n';
import { useItemMovementsQuery } from './inventory.api';
import { formatQuantity, formatUnitCost } from './InventoryFrame';
import type { InventoryItem } from './inventory.types';
import { MovementDialog } from './MovementDialog';

interface Props {
  rid: string;
  item: InventoryItem;
  canEdit: boolean;
  onClose: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One item: its stock, value, suppliers and the ledger of its movements (newest first), live. */
export function ItemDrawer({ rid, item, canEdit, onClose, onEdit, onDelete }: Props) {
  const t = useInventoryT();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [isRecording, setRecording] = useState(false);
  const movements = useItemMovementsQuery({ rid, itemId: item.id, page, perPage });
  return (
    <Drawer isOpen onClose={onClose} title={item.name} icon="box" size="620px">
      <div className={Classes.DRAWER_BODY} style={{ padding: 16 }}>
        <p>
          <strong data-testid="item-on-hand">{`${formatQuantity(item.onHand)} ${item.unit}`}</strong>{' '}
          {t('items.onHandLabel')} · {t('items.valueLabel', { value: formatMoney(item.value) })} ·{' '}
          {t('items.avgLabel', { cost: formatUnitCost(item.averageCost), unit: item.unit })}{' '}
          {item.isOut ? (
            <Tag intent="danger">{t('items.out')}</Tag>
          ) : item.isLow ? (
            <Tag intent="warning">{t('items.low')}</Tag>
          ) : null}
        </p>
        <p className={Classes.TEXT_MUTED}>
          {t('items.levels', {
            par: formatQuantity(item.parLevel),
            reorder: formatQuantity(item.reorderPoint),
            unit: item.unit,
          })}
          {item.location ? ` · ${item.location}` : ''}
          {item.sku ? ` · SKU ${item.sku}` : ''}
        </p>
        {canEdit && (
          <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
            <Button icon="exchange" text={t('movements.recordButton')} onClick={() => setRecording(true)} />
            <Button icon="edit" text={t('items.edit')} onClick={onEdit} />
            <Button icon="trash" intent="danger" variant="minimal" text={t('items.delete')} onClick={onDelete} />
          </div>
        )}
        {item.suppliers.length > 0 && (
          <>
            <H5>{t('items.suppliers')}</H5>
            <ul>
              {item.suppliers.map((s) => (
                <li key={s.supplierId}>
                  {t('items.supplierLine', {
                    name: s.supplierName,
                    price: formatMoney(s.price),
                    pack: formatQuantity(s.packSize),
                    unit: item.unit,
                  })}
                  {s.isPreferred ? ` (${t('items.preferred')})` : ''}
                </li>
              ))}
            </ul>
          </>
        )}
        <H5>{t('movements.title')}</H5>
        <HTMLTable compact striped style={{ width: '100%' }} aria-label={t('movements.title')}>
          <thead>
            <tr>
              <th>{t('movements.when')}</th>
              <th>{t('movements.kind')}</th>
              <th style={{ textAlign: 'right' }}>{t('movements.quantity')}</th>
              <th style={{ textAlign: 'right' }}>{t('movements.value')}</th>
              <th>{t('movements.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {(movements.data?.data ?? []).map((m) => (
              <tr key={m.id}>
                <td>{new Date(m.createdAt).toLocaleString()}</td>
                <td>{t(`movements.kinds.${m.kind}`)}</td>
                <td
                  style={{ textAlign: 'right' }}
                >{`${m.quantity > 0 ? '+' : ''}${formatQuantity(m.quantity)} ${m.unit}`}</td>
                <td style={{ textAlign: 'right' }}>{formatMoney(m.value)}</td>
                <td>
                  {m.reason}
                  {m.createdBy ? ` · ${m.createdBy.name}` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        <Pager
          page={page}
          perPage={perPage}
          total={movements.data?.total ?? 0}
          capped={movements.data?.capped ?? false}
          onPage={setPage}
          onPerPage={(n) => {
            setPerPage(n);
            setPage(1);
          }}
        />
      </div>
      {isRecording && <MovementDialog rid={rid} item={item} onClose={() => setRecording(false)} />}
    </Drawer>
  );
}
