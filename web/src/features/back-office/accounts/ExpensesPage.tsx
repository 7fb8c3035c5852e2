import { Button, Dialog, DialogBody, HTMLSelect, InputGroup, Tab, Tabs, Tag } from '@blueprintjs/core';
import type { Expense, RecurringExpense } from '@ros/shared-events';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../app/toaster';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { downloadCsv } from '../../../components/list/csv';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { Pager } from '../../../components/list/Pager';
import { useServerList } from '../../../components/list/useServerList';
import { formatMoney } from '../../../components/money';
import { PageHeader } from '../../../components/PageHeader';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import {
  fetchAllExpenses,
  useDeleteExpenseCategoryMutation,
  useDeleteExpenseMutation,
  useDeleteRecurringMutation,
  useListExpenseCategoriesQuery,
  useListExpensesQuery,
  useListRecurringQuery,
  useSaveExpenseCategoryMutation,
} from './accounts.api';
import { ExpenseDialog } from './ExpenseDialog';
import { useAccountsT } from './i18n';
import { RecurringDialog } from './RecurringDialog';
import { downloadReceipt } from './receipt';

/** Account › Expenses: what the restaurant spends, by category and period, with receipts; and the recurring ones. */
export default function ExpensesPage() {
  const t = useAccountsT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const [tab, setTab] = useState<'expenses' | 'recurring'>('expenses');
  return (
    <div className="ros-page">
      <PageHeader title={t('expenses.title')} description={t('expenses.subtitle')} />
      <Tabs
        id="expenses-tabs"
        selectedTabId={tab}
        onChange={(id) => setTab(id as 'expenses' | 'recurring')}
        renderActiveTabPanelOnly
      >
        <Tab id="expenses" title={t('expenses.tab')} panel={<ExpenseList rid={rid} />} />
        <Tab id="recurring" title={t('recurring.tab')} panel={<RecurringList rid={rid} />} />
      </Tabs>
    </div>
  );
}

function ExpenseList({ rid }: { rid: string }) {
  const t = useAccountsT();
  const canEdit = useCan('edit', 'expenses');
  const [categoryId, setCategoryId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { query, controls, setPage } = useServerList({
    initialSort: { column: 'spentOn', dir: 'desc' },
    firstDir: 'desc',
    perPage: 25,
    debounceMs: 200,
  });
  const filters = { categoryId: categoryId || undefined, from: from || undefined, to: to || undefined };
  const result = useListExpensesQuery(rid ? { rid, query: { ...query, ...filters } } : skipToken);
  const categories = useListExpenseCategoriesQuery(rid, { skip: !rid }).data?.data ?? [];
  const list = controls(result.data?.total ?? 0);
  const [editing, setEditing] = useState<Expense | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const [isManaging, setManaging] = useState(false);
  const [deleteExpense] = useDeleteExpenseMutation();
  const columns: Column<Expense>[] = [
    { key: 'spentOn', header: t('expenses.date'), sortable: true, render: (e) => e.spentOn },
    {
      key: 'category',
      header: t('expenses.category'),
      render: (e) => (
        <>
          {e.categoryName}{' '}
          {e.recurringId && (
            <Tag minimal icon="repeat">
              {t('recurring.tag')}
            </Tag>
          )}
        </>
      ),
    },
    { key: 'payee', header: t('expenses.payee'), render: (e) => e.payee },
    { key: 'method', header: t('expenses.method'), render: (e) => t(`methods.${e.method}`) },
    { key: 'reference', header: t('expenses.reference'), render: (e) => e.reference },
    {
      key: 'receipt',
      header: t('expenses.receipt'),
      render: (e) =>
        e.receiptUrl ? (
          <Button
            variant="minimal"
            size="small"
            icon="paperclip"
            aria-label={t('expenses.viewReceipt')}
            onClick={(ev) => {
              ev.stopPropagation();
              void downloadReceipt(e.receiptUrl!);
            }}
          />
        ) : null,
    },
    { key: 'amount', header: t('expenses.total'), sortable: true, align: 'right', render: (e) => formatMoney(e.total) },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: '',
            label: t('common.actions'),
            align: 'right' as const,
            render: (e: Expense) => (
              <>
                <Button variant="minimal" icon="edit" aria-label={t('expenses.edit')} onClick={() => setEditing(e)} />
                <Button
                  variant="minimal"
                  icon="trash"
                  intent="danger"
                  aria-label={t('expenses.delete')}
                  onClick={() => setDeleting(e)}
                />
              </>
            ),
          },
        ]
      : []),
  ];
  const exportCsv = async () => {
    try {
      downloadCsv('expenses.csv', await fetchAllExpenses(rid, { ...query, ...filters }), [
        { header: t('expenses.date'), value: (e) => e.spentOn },
        { header: t('expenses.category'), value: (e) => e.categoryName },
        { header: t('expenses.payee'), value: (e) => e.payee },
        { header: t('expenses.method'), value: (e) => t(`methods.${e.method}`) },
        { header: t('expenses.reference'), value: (e) => e.reference },
        { header: t('expenses.amount'), value: (e) => formatMoney(e.amount) },
        { header: t('expenses.tax'), value: (e) => formatMoney(e.tax) },
        { header: t('expenses.total'), value: (e) => formatMoney(e.total) },
        { header: t('expenses.notes'), value: (e) => e.notes },
      ]);
    } catch (error) {
      void toastError(error);
    }
  };
  const totals = result.data?.totals;
  return (
    <>
      <ListToolbar
        q={list.q}
        onQuery={list.setQuery}
        placeholder={t('expenses.search')}
        onExport={() => void exportCsv()}
      >
        <HTMLSelect
          aria-label={t('expenses.filterCategory')}
          value={categoryId}
          onChange={(e) => {
            setCategoryId(e.currentTarget.value);
            setPage(1);
          }}
        >
          <option value="">{t('expenses.allCategories')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </HTMLSelect>
        <InputGroup
          type="date"
          aria-label={t('expenses.from')}
          value={from}
          onValueChange={(v) => {
            setFrom(v);
            setPage(1);
          }}
        />
        <InputGroup
          type="date"
          aria-label={t('expenses.to')}
          value={to}
          onValueChange={(v) => {
            setTo(v);
            setPage(1);
          }}
        />
        {canEdit && <Button icon="tag" text={t('categories.button')} onClick={() => setManaging(true)} />}
        {canEdit && <Button intent="primary" icon="add" text={t('expenses.new')} onClick={() => setEditing('new')} />}
      </ListToolbar>
      {totals && (
        <p data-testid="expense-totals">
          {t('expenses.totals', {
            amount: formatMoney(totals.amount),
            tax: formatMoney(totals.tax),
            total: formatMoney(totals.total),
          })}
        </p>
      )}
      <DataTable
        rows={result.data?.data ?? []}
        columns={columns}
        rowKey={(e) => e.id}
        sort={list.sort}
        onSort={list.toggleSort}
        empty={result.isLoading ? t('common.loading') : t('expenses.empty')}
        testId="expenses-table"
      />
      <Pager {...list.pager} />
      {editing && (
        <ExpenseDialog rid={rid} expense={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {isManaging && <CategoriesDialog rid={rid} onClose={() => setManaging(false)} />}
      <ConfirmDelete
        name={deleting ? `${deleting.categoryName} ${formatMoney(deleting.total)}` : null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteExpense({ rid, id: deleting.id }).unwrap();
          void toastSuccess(t('expenses.deleted'));
        }}
      />
    </>
  );
}

function CategoriesDialog({ rid, onClose }: { rid: string; onClose: () => void }) {
  const t = useAccountsT();
  const categories = useListExpenseCategoriesQuery(rid).data?.data ?? [];
  const [save] = useSaveExpenseCategoryMutation();
  const [remove] = useDeleteExpenseCategoryMutation();
  const [name, setName] = useState('');
  const run = (p: Promise<unknown>) => p.then(() => void toastSuccess(t('categories.saved'))).catch(toastError);
  return (
    <Dialog isOpen onClose={onClose} title={t('categories.title')} icon="tag">
      <DialogBody>
        <ul style={{ paddingLeft: 0, listStyle: 'none' }}>
          {categories.map((c) => (
            <li key={c.id} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <span style={{ flex: 1 }}>
                {c.name} <Tag minimal>{c.expenseCount}</Tag>
              </span>
              <Button
                variant="minimal"
                icon="trash"
                intent="danger"
                aria-label={t('categories.delete', { name: c.name })}
                onClick={() => void run(remove({ rid, id: c.id }).unwrap())}
              />
            </li>
          ))}
        </ul>
        <div style={{ display: 'flex', gap: 8 }}>
          <InputGroup
            aria-label={t('categories.newName')}
            placeholder={t('categories.newName')}
            value={name}
            onValueChange={setName}
            fill
          />
          <Button
            icon="add"
            text={t('categories.add')}
            disabled={!name.trim()}
            onClick={() =>
              void run(
                save({ rid, name: name.trim() })
                  .unwrap()
                  .then(() => setName('')),
              )
            }
          />
        </div>
      </DialogBody>
    </Dialog>
  );
}

function RecurringList({ rid }: { rid: string }) {
  const t = useAccountsT();
  const canEdit = useCan('edit', 'expenses');
  const rows = useListRecurringQuery(rid, { skip: !rid }).data?.data ?? [];
  const [editing, setEditing] = useState<RecurringExpense | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RecurringExpense | null>(null);
  const [remove] = useDeleteRecurringMutation();
  const columns: Column<RecurringExpense>[] = [
    { key: 'category', header: t('expenses.category'), render: (r) => r.categoryName },
    { key: 'payee', header: t('expenses.payee'), render: (r) => r.payee },
    { key: 'frequency', header: t('recurring.frequency'), render: (r) => t(`recurring.${r.frequency}`) },
    {
      key: 'next',
      header: t('recurring.nextOn'),
      render: (r) => (r.isActive ? r.nextOn : <Tag minimal>{t('recurring.stopped')}</Tag>),
    },
    { key: 'amount', header: t('expenses.total'), align: 'right', render: (r) => formatMoney(r.amount + r.tax) },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: '',
            label: t('common.actions'),
            align: 'right' as const,
            render: (r: RecurringExpense) => (
              <>
                <Button variant="minimal" icon="edit" aria-label={t('recurring.edit')} onClick={() => setEditing(r)} />
                <Button
                  variant="minimal"
                  icon="trash"
                  intent="danger"
                  aria-label={t('recurring.delete')}
                  onClick={() => setDeleting(r)}
                />
              </>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <p>{t('recurring.help')}</p>
      {canEdit && (
        <Button
          intent="primary"
          icon="add"
          text={t('recurring.new')}
          onClick={() => setEditing('new')}
          style={{ marginBottom: 12 }}
        />
      )}
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(r) => r.id}
        empty={t('recurring.empty')}
        testId="recurring-table"
      />
      {editing && (
        <RecurringDialog rid={rid} recurring={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDelete
        name={deleting ? deleting.categoryName : null}
        message={t('recurring.deleteHint')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting) await remove({ rid, id: deleting.id }).unwrap();
        }}
      />
    </>
  );
}
