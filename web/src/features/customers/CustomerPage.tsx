import { Button, NonIdealState } from '@blueprintjs/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../app/toaster';
import { PageHeader } from '../../components/PageHeader';
import { useAppSelector } from '../../store/hooks';
import { useCatalogueT } from '../menu/i18n';
import { ConfirmDelete } from '../menu/list/ConfirmDelete';
import { downloadCsv } from '../menu/list/csv';
import { DataTable, type Column } from '../menu/list/DataTable';
import { ListToolbar } from '../menu/list/ListToolbar';
import { Pager } from '../menu/list/Pager';
import { formatMoney } from '../menu/money';
import { selectCurrentRestaurantId } from '../session/sessionSlice';
import { useCan } from '../session/useAbility';
import type { Customer } from './customer.types';
import { CustomerDrawer } from './CustomerDrawer';
import { CustomerFormDialog } from './CustomerFormDialog';
import { customersApi, type CustomerQuery } from './customers.api';
import { MergeDialog } from './MergeDialog';
import { useCustomerList } from './useCustomerList';

/** Customers: search by name, phone or email, create, edit, merge duplicates, and each one's history. */
export default function CustomerPage() {
  const t = useCatalogueT();
  const restaurantId = useAppSelector(selectCurrentRestaurantId) ?? '';
  const canEditCustomers = useCan('edit', 'customers');
  const canTakeOrders = useCan('edit', 'orders');
  // Anyone taking orders may add a customer; changing, merging and deleting need the customers permission.
  const canCreate = canEditCustomers || canTakeOrders;
  const canEdit = canEditCustomers;
  const [query, setQuery] = useState<CustomerQuery>({ q: '', page: 1, perPage: 10, sortColumn: 'name', sort: 'asc' });
  const list = useCustomerList(restaurantId, query);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [known, setKnown] = useState<Record<string, Customer>>({});
  const [opened, setOpened] = useState<Customer | null>(null);
  const [editing, setEditing] = useState<Customer | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Customer | null>(null);
  const [isMerging, setMerging] = useState(false);
  const pageCount = Math.max(1, Math.ceil(list.total / query.perPage));
  // Selection survives paging: remember the rows that were selected.
  const selectedCustomers = [...selected].map((id) => list.rows.find((c) => c.id === id) ?? known[id]).filter((c): c is Customer => !!c);

  const columns: Column<Customer>[] = [
    { key: 'name', header: t('customers.name'), sortable: true, render: (c) => <strong>{c.name}</strong> },
    { key: 'phone', header: t('customers.phone'), render: (c) => c.phone },
    { key: 'email', header: t('customers.email'), render: (c) => c.email },
    { key: 'visits', header: t('customers.visits'), sortable: true, render: (c) => c.visits },
    { key: 'totalSpent', header: t('customers.totalSpent'), sortable: true, render: (c) => formatMoney(c.totalSpent) },
    { key: 'lastVisitAt', header: t('customers.lastVisit'), sortable: true, render: (c) => (c.lastVisitAt ? new Date(c.lastVisitAt).toLocaleDateString() : '') },
  ];

  const handleExport = async () => {
    try {
      const rows = await customersApi.all(restaurantId, query);
      downloadCsv('customers.csv', rows, [
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
      <ListToolbar q={query.q} onQuery={(q) => setQuery((s) => ({ ...s, q, page: 1 }))} placeholder={t('customers.search')} onExport={() => void handleExport()}>
        {canEdit && (
          <Button icon="git-merge" text={t('customers.mergeSelected', { count: selected.size })} disabled={selectedCustomers.length < 2} onClick={() => setMerging(true)} data-testid="merge-customers" />
        )}
        {canCreate && <Button intent="primary" icon="add" text={t('customers.new')} onClick={() => setEditing('new')} data-testid="new-customer" />}
      </ListToolbar>
      {list.status === 'error' ? (
        <NonIdealState icon="error" title={t('common.loadFailed')} />
      ) : (
        <DataTable
          rows={list.rows}
          columns={columns}
          rowKey={(c) => c.id}
          sort={{ column: query.sortColumn, dir: query.sort }}
          onSort={(column) =>
            setQuery((s) => ({ ...s, sortColumn: column as CustomerQuery['sortColumn'], sort: s.sortColumn === column && s.sort === 'asc' ? 'desc' : 'asc', page: 1 }))
          }
          selected={canEdit ? selected : undefined}
          onSelectedChange={(next) => {
            setKnown((k) => ({ ...k, ...Object.fromEntries(list.rows.filter((c) => next.has(c.id)).map((c) => [c.id, c])) }));
            setSelected(next);
          }}
          onRowClick={setOpened}
          empty={list.status === 'loading' ? t('customers.loading') : query.q ? t('customers.noMatch') : t('customers.empty')}
          testId="customers-table"
        />
      )}
      <Pager
        page={query.page}
        pageCount={pageCount}
        total={list.total}
        perPage={query.perPage}
        onPage={(page) => setQuery((s) => ({ ...s, page }))}
        onPerPage={(perPage) => setQuery((s) => ({ ...s, perPage, page: 1 }))}
      />
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
            list.reload();
          }}
        />
      )}
      {isMerging && (
        <MergeDialog
          restaurantId={restaurantId}
          customers={selectedCustomers}
          onClose={() => setMerging(false)}
          onMerged={() => {
            setSelected(new Set());
            list.reload();
          }}
        />
      )}
      <ConfirmDelete
        name={deleting?.name ?? null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await customersApi.remove(restaurantId, deleting.id);
          void toastSuccess(t('common.deleted', { name: deleting.name }));
          setOpened(null);
          list.reload();
        }}
      />
    </div>
  );
}
