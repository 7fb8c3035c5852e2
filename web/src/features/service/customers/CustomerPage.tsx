import { Button, NonIdealState } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toastError, toastSuccess } from '../../../app/toaster';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { downloadCsv } from '../../../components/list/csv';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { Pager } from '../../../components/list/Pager';
import { useServerList } from '../../../components/list/useServerList';
import { PageHeader } from '../../../components/PageHeader';
import { useAppSelector } from '../../../app/store/hooks';
import { useCatalogueT } from '../../../app/i18n/catalogue';
import { formatMoney } from '../../menu/menu';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import type { Customer } from './customer.types';
import { CustomerDrawer } from './CustomerDrawer';
import { CustomerFormDialog } from './CustomerFormDialog';
import {
  fetchAllCustomers,
  useDeleteCustomerMutation,
  useGetCustomerQuery,
  useListCustomersQuery,
} from './customers.api';
import { MergeDialog } from './MergeDialog';

/** Customers: search by name, phone or email, create, edit, merge duplicates, and each one's history. */
export default function CustomerPage() {
  const t = useCatalogueT();
  const restaurantId = useAppSelector(selectCurrentRestaurantId) ?? '';
  const canEditCustomers = useCan('edit', 'customers');
  const canTakeOrders = useCan('edit', 'orders');
  // Anyone taking orders may add a customer; changing, merging and deleting need the customers permission.
  const canCreate = canEditCustomers || canTakeOrders;
  const canEdit = canEditCustomers;
  const { query, controls } = useServerList({ initialSort: { column: 'name', dir: 'asc' }, debounceMs: 200 });
  const result = useListCustomersQuery(restaurantId ? { rid: restaurantId, query } : skipToken);
  const rows = result.data?.data ?? [];
  const list = controls(result.data?.total ?? 0);
  const [deleteCustomer] = useDeleteCustomerMutation();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [known, setKnown] = useState<Record<string, Customer>>({});
  const [picked, setPicked] = useState<Customer | null>(null);
  // `?open=<id>`: a customer found with Ctrl+K opens at once.
  const [params, setParams] = useSearchParams();
  const openId = params.get('open');
  const linked =
    useGetCustomerQuery(restaurantId && openId ? { rid: restaurantId, id: openId } : skipToken).data ?? null;
  const opened = picked ?? (openId ? linked : null);
  const setOpened = (customer: Customer | null) => {
    setPicked(customer);
    if (!customer && openId) setParams({}, { replace: true });
  };
  const [editing, setEditing] = useState<Customer | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const [isMerging, setMerging] = useState(false);
  // Selection survives paging: remember the rows that were selected.
  const selectedCustomers = [...selected]
    .map((id) => rows.find((c) => c.id === id) ?? known[id])
    .filter((c): c is Customer => !!c);

  const columns: Column<Customer>[] = [
    { key: 'name', header: t('customers.name'), sortable: true, render: (c) => <strong>{c.name}</strong> },
    { key: 'phone', header: t('customers.phone'), render: (c) => c.phone },
    { key: 'email', header: t('customers.email'), render: (c) => c.email },
    { key: 'visits', header: t('customers.visits'), sortable: true, render: (c) => c.visits },
    { key: 'totalSpent', header: t('customers.totalSpent'), sortable: true, render: (c) => formatMoney(c.totalSpent) },
    {
      key: 'lastVisitAt',
      header: t('customers.lastVisit'),
      sortable: true,
      render: (c) => (c.lastVisitAt ? new Date(c.lastVisitAt).toLocaleDateString() : ''),
    },
  ];

  const handleExport = async () => {
    try {
      const all = await fetchAllCustomers(restaurantId, query);
      downloadCsv('customers.csv', all, [
        { header: t('customers.name'), value: (c) => c.name },
        { header: t('customers.phone'), value: (c) => c.phone },
        { header: t('customers.email'), value: (c) => c.email },
        { header: t('customers.tags'), value: (c) => c.tags.join('; ') },
        { header: t('customers.visits'), value: (c) => c.visits },
        { header: t('customers.totalSpent'), value: (c) => formatMoney(c.totalSpent) },
        { header: t('customers.lastVisit'), value: (c) => c.lastVisitAt },
      ]);
    } catch (error) {
      void toastError(error);
    }
  };

  return (
    <div className="ros-page">
      <PageHeader title={t('customers.title')} description={t('customers.subtitle')} />
      <ListToolbar
        q={list.q}
        onQuery={list.setQuery}
        placeholder={t('customers.search')}
        onExport={() => void handleExport()}
      >
        {canEdit && (
          <Button
            icon="git-merge"
            text={t('customers.mergeSelected', { count: selected.size })}
            disabled={selectedCustomers.length < 2}
            onClick={() => setMerging(true)}
            data-testid="merge-customers"
          />
        )}
        {canCreate && (
          <Button
            intent="primary"
            icon="add"
            text={t('customers.new')}
            onClick={() => setEditing('new')}
            data-testid="new-customer"
          />
        )}
      </ListToolbar>
      {result.isError && !result.data ? (
        <NonIdealState icon="error" title={t('common.loadFailed')} />
      ) : (
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(c) => c.id}
          sort={list.sort}
          onSort={list.toggleSort}
          selected={canEdit ? selected : undefined}
          onSelectedChange={(next) => {
            setKnown((k) => ({
              ...k,
              ...Object.fromEntries(rows.filter((c) => next.has(c.id)).map((c) => [c.id, c])),
            }));
            setSelected(next);
          }}
          onRowClick={setOpened}
          empty={result.isLoading ? t('customers.loading') : query.q ? t('customers.noMatch') : t('customers.empty')}
          testId="customers-table"
        />
      )}
      <Pager {...list.pager} />
      {opened && (
        <CustomerDrawer
          restaurantId={restaurantId}
          customer={opened}
          canEdit={canEdit}
          onClose={() => setOpened(null)}
          onEdit={() => setEditing(opened)}
          onDelete={() => setDeleting(opened)}
        />
      )}
      {editing && (
        <CustomerFormDialog
          restaurantId={restaurantId}
          customer={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(c) => {
            if (opened?.id === c.id) setOpened(c);
          }}
        />
      )}
      {isMerging && (
        <MergeDialog
          restaurantId={restaurantId}
          customers={selectedCustomers}
          onClose={() => setMerging(false)}
          onMerged={() => setSelected(new Set())}
        />
      )}
      <ConfirmDelete
        name={deleting?.name ?? null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteCustomer({ rid: restaurantId, id: deleting.id }).unwrap();
          void toastSuccess(t('common.deleted', { name: deleting.name }));
          setOpened(null);
        }}
      />
    </div>
  );
}
