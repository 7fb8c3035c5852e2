import { Button, Callout, HTMLSelect, Tag } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { Pager } from '../../../components/list/Pager';
import { useServerList } from '../../../components/list/useServerList';
import { formatMoney } from '../../../components/money';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurant, selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { useInventoryT } from './i18n';
import { useListPurchasesQuery, usePurchaseSuggestionsQuery } from './inventory.api';
import { InventoryFrame } from './InventoryFrame';
import type { PurchaseOrder, PurchaseStatus } from './inventory.types';
import { PurchaseDialog, type PurchaseDraft } from './PurchaseDialog';
import { PurchaseOrderDialog, STATUS_INTENT } from './PurchaseOrderDialog';
import { ReceiveDialog } from './ReceiveDialog';

type Row = Omit<PurchaseOrder, 'lines'>;
const STATUSES: PurchaseStatus[] = ['draft', 'ordered', 'partly_received', 'received', 'cancelled'];

/** Purchase orders: suggested from what is under its reorder point, drafted, sent, received into stock, printed. */
export default function PurchasesPage() {
  const t = useInventoryT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const restaurantName = useAppSelector(selectCurrentRestaurant)?.name ?? '';
  const canEdit = useCan('edit', 'inventory');
  const [status, setStatus] = useState<PurchaseStatus | ''>('');
  const { query, controls, setPage } = useServerList({
    initialSort: { column: 'poNo', dir: 'desc' },
    firstDir: 'desc',
    perPage: 25,
    debounceMs: 200,
  });
  const result = useListPurchasesQuery(rid ? { rid, query: { ...query, status: status || undefined } } : skipToken);
  const suggestions = usePurchaseSuggestionsQuery(rid, { skip: !rid || !canEdit }).data?.data ?? [];
  const list = controls(result.data?.total ?? 0);
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ order: PurchaseOrder | null; draft?: PurchaseDraft } | null>(null);
  const [receiving, setReceiving] = useState<PurchaseOrder | null>(null);
  const columns: Column<Row>[] = [
    { key: 'poNo', header: t('purchases.no'), sortable: true, render: (p) => <strong>{`PO ${p.poNo}`}</strong> },
    { key: 'supplier', header: t('purchases.supplier'), sortable: true, render: (p) => p.supplierName },
    {
      key: 'status',
      header: t('purchases.statusHeader'),
      render: (p) => (
        <Tag intent={STATUS_INTENT[p.status]} minimal>
          {t(`purchases.status.${p.status}`)}
        </Tag>
      ),
    },
    { key: 'expectedOn', header: t('purchases.expectedOn'), render: (p) => p.expectedOn },
    { key: 'total', header: t('purchases.totalHeader'), align: 'right', render: (p) => formatMoney(p.total) },
    {
      key: 'receivedTotal',
      header: t('purchases.received'),
      align: 'right',
      render: (p) => formatMoney(p.receivedTotal),
    },
    {
      key: 'createdAt',
      header: t('purchases.created'),
      sortable: true,
      render: (p) => new Date(p.createdAt).toLocaleDateString(),
    },
  ];
  return (
    <InventoryFrame title={t('purchases.title')} description={t('purchases.subtitle')} error={result.error}>
      {canEdit && suggestions.length > 0 && (
        <Callout intent="warning" icon="shopping-cart" title={t('purchases.suggestTitle')} style={{ marginBottom: 12 }}>
          {suggestions.map((s) => (
            <div key={s.supplierId} style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 6 }}>
              <span>
                {t('purchases.suggestLine', {
                  supplier: s.supplierName,
                  items: s.lines.map((l) => `${l.itemName} × ${l.packs}`).join(', '),
                })}
              </span>
              <Button
                size="small"
                icon="add"
                text={t('purchases.suggestDraft')}
                onClick={() =>
                  setEditing({
                    order: null,
                    draft: {
                      supplierId: s.supplierId,
                      expectedOn: null,
                      notes: null,
                      lines: s.lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity, unitCost: l.unitCost })),
                    },
                  })
                }
              />
            </div>
          ))}
        </Callout>
      )}
      <ListToolbar q={list.q} onQuery={list.setQuery} placeholder={t('purchases.search')}>
        <HTMLSelect
          aria-label={t('purchases.filterStatus')}
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as PurchaseStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('purchases.allStatuses')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`purchases.status.${s}`)}
            </option>
          ))}
        </HTMLSelect>
        {canEdit && (
          <Button intent="primary" icon="add" text={t('purchases.new')} onClick={() => setEditing({ order: null })} />
        )}
      </ListToolbar>
      <DataTable
        rows={result.data?.data ?? []}
        columns={columns}
        rowKey={(p) => p.id}
        sort={list.sort}
        onSort={list.toggleSort}
        onRowClick={(p) => setOpenedId(p.id)}
        empty={result.isLoading ? t('common.loading') : t('purchases.empty')}
        testId="purchases-table"
      />
      <Pager {...list.pager} />
      {openedId && (
        <PurchaseOrderDialog
          rid={rid}
          restaurantName={restaurantName}
          id={openedId}
          onClose={() => setOpenedId(null)}
          onEdit={(order) => setEditing({ order })}
          onReceive={(order) => setReceiving(order)}
        />
      )}
      {editing && (
        <PurchaseDialog rid={rid} order={editing.order} draft={editing.draft} onClose={() => setEditing(null)} />
      )}
      {receiving && <ReceiveDialog rid={rid} order={receiving} onClose={() => setReceiving(null)} />}
    </InventoryFrame>
  );
}
