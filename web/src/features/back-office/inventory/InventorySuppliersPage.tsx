import { Button } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../app/toaster';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { downloadCsv } from '../../../components/list/csv';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { Pager } from '../../../components/list/Pager';
import { useServerList } from '../../../components/list/useServerList';
import { routes } from '@ros/shared-events';
import { urlOf } from '../../../api/operation';
import { fetchAllPages } from '../../../api/pages';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { useInventoryT } from './i18n';
import { useDeleteSupplierMutation, useListSuppliersQuery } from './inventory.api';
import { InventoryFrame } from './InventoryFrame';
import type { Supplier } from './inventory.types';
import { SupplierFormDialog } from './SupplierFormDialog';

/** Suppliers: who the restaurant buys from, their contacts and terms (also under Account › Suppliers). */
export default function InventorySuppliersPage() {
  const t = useInventoryT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const canEditInventory = useCan('edit', 'inventory');
  const canEditExpenses = useCan('edit', 'expenses');
  const canEdit = canEditInventory || canEditExpenses;
  const { query, controls } = useServerList({
    initialSort: { column: 'name', dir: 'asc' },
    perPage: 25,
    debounceMs: 200,
  });
  const result = useListSuppliersQuery(rid ? { rid, query } : skipToken);
  const list = controls(result.data?.total ?? 0);
  const [editing, setEditing] = useState<Supplier | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Supplier | null>(null);
  const [deleteSupplier] = useDeleteSupplierMutation();
  const columns: Column<Supplier>[] = [
    { key: 'name', header: t('suppliers.name'), sortable: true, render: (s) => <strong>{s.name}</strong> },
    { key: 'contactName', header: t('suppliers.contactName'), render: (s) => s.contactName },
    { key: 'phone', header: t('suppliers.phone'), render: (s) => s.phone },
    { key: 'email', header: t('suppliers.email'), render: (s) => s.email },
    {
      key: 'terms',
      header: t('suppliers.paymentTerms'),
      render: (s) => t('suppliers.days', { count: s.paymentTermsDays }),
    },
    { key: 'items', header: t('suppliers.supplies'), render: (s) => t('suppliers.itemCount', { count: s.itemCount }) },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: '',
            label: t('common.actions'),
            align: 'right' as const,
            render: (s: Supplier) => (
              <>
                <Button
                  variant="minimal"
                  icon="edit"
                  aria-label={t('suppliers.edit', { name: s.name })}
                  onClick={() => setEditing(s)}
                />
                <Button
                  variant="minimal"
                  icon="trash"
                  intent="danger"
                  aria-label={t('suppliers.delete', { name: s.name })}
                  onClick={() => setDeleting(s)}
                />
              </>
            ),
          },
        ]
      : []),
  ];
  const exportCsv = async () => {
    try {
      const all = await fetchAllPages<Supplier>(
        urlOf(
          routes.listSuppliers,
          { restaurantId: rid },
          { q: query.q, sort: query.sort, sortColumn: query.sortColumn },
        ),
        500,
      );
      downloadCsv('suppliers.csv', all, [
        { header: t('suppliers.name'), value: (s) => s.name },
        { header: t('suppliers.contactName'), value: (s) => s.contactName },
        { header: t('suppliers.phone'), value: (s) => s.phone },
        { header: t('suppliers.email'), value: (s) => s.email },
        { header: t('suppliers.address'), value: (s) => s.address },
        { header: t('suppliers.taxId'), value: (s) => s.taxId },
        { header: t('suppliers.paymentTerms'), value: (s) => s.paymentTermsDays },
      ]);
    } catch (error) {
      void toastError(error);
    }
  };
  return (
    <InventoryFrame title={t('suppliers.title')} description={t('suppliers.subtitle')}>
      <ListToolbar
        q={list.q}
        onQuery={list.setQuery}
        placeholder={t('suppliers.search')}
        onExport={() => void exportCsv()}
      >
        {canEdit && <Button intent="primary" icon="add" text={t('suppliers.new')} onClick={() => setEditing('new')} />}
      </ListToolbar>
      <DataTable
        rows={result.data?.data ?? []}
        columns={columns}
        rowKey={(s) => s.id}
        sort={list.sort}
        onSort={list.toggleSort}
        empty={result.isLoading ? t('common.loading') : t('suppliers.empty')}
        testId="suppliers-table"
      />
      <Pager {...list.pager} />
      {editing && (
        <SupplierFormDialog rid={rid} supplier={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDelete
        name={deleting?.name ?? null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteSupplier({ rid, id: deleting.id }).unwrap();
          void toastSuccess(t('common.deleted', { name: deleting.name }));
        }}
      />
    </InventoryFrame>
  );
}
