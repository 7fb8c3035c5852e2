import { AnchorButton, Button, Card, H4, HTMLSelect, Tag } from '@blueprintjs/core';
import type { SupplierBill } from '@ros/shared-events';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { Pager } from '../../../components/list/Pager';
import { useServerList } from '../../../components/list/useServerList';
import { formatMoney } from '../../../components/money';
import { PageHeader } from '../../../components/PageHeader';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurant, selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { useListSupplierBillsQuery, usePayablesQuery } from './accounts.api';
import { useAccountsT } from './i18n';
import { PayBillDialog } from './PayBillDialog';
import { AgingTable, SupplierLedgerDrawer } from './SupplierLedgerDrawer';

type Status = 'unpaid' | 'overdue' | 'paid' | '';
const STATUS_INTENT = { open: 'none', partly_paid: 'primary', paid: 'success', overdue: 'danger' } as const;

/** Account › Suppliers: what is owed to whom (balance, overdue, aging), their bills with payments, and each supplier's ledger. */
export default function AccountSuppliersPage() {
  const t = useAccountsT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const restaurantName = useAppSelector(selectCurrentRestaurant)?.name ?? '';
  const canEdit = useCan('edit', 'expenses');
  const owed = usePayablesQuery(rid, { skip: !rid }).data;
  const [status, setStatus] = useState<Status>('unpaid');
  const { query, controls, setPage } = useServerList({
    initialSort: { column: 'dueOn', dir: 'asc' },
    perPage: 25,
    debounceMs: 200,
  });
  const bills = useListSupplierBillsQuery(rid ? { rid, query: { ...query, status: status || undefined } } : skipToken);
  const list = controls(bills.data?.total ?? 0);
  const [ledgerOf, setLedgerOf] = useState<string | null>(null);
  const [paying, setPaying] = useState<SupplierBill | null>(null);
  const columns: Column<SupplierBill>[] = [
    {
      key: 'supplier',
      header: t('payables.supplier'),
      render: (b) => (
        <Button
          variant="minimal"
          size="small"
          text={b.supplierName}
          aria-label={t('payables.ledgerOf', { name: b.supplierName })}
          onClick={() => setLedgerOf(b.supplierId)}
        />
      ),
    },
    { key: 'reference', header: t('expenses.reference'), render: (b) => b.reference },
    { key: 'issuedOn', header: t('payables.issuedOn'), sortable: true, render: (b) => b.issuedOn },
    { key: 'dueOn', header: t('payables.dueOn'), sortable: true, render: (b) => b.dueOn },
    {
      key: 'status',
      header: t('payables.status'),
      render: (b) => (
        <Tag minimal intent={STATUS_INTENT[b.status]}>
          {b.status === 'overdue'
            ? t('payables.overdueDays', { count: b.daysOverdue })
            : t(`payables.statuses.${b.status}`)}
        </Tag>
      ),
    },
    {
      key: 'amount',
      header: t('payables.amountHeader'),
      sortable: true,
      align: 'right',
      render: (b) => formatMoney(b.amount),
    },
    { key: 'balance', header: t('payables.balance'), align: 'right', render: (b) => formatMoney(b.balance) },
    ...(canEdit
      ? [
          {
            key: 'pay',
            header: '',
            label: t('common.actions'),
            align: 'right' as const,
            render: (b: SupplierBill) =>
              b.balance > 0 ? (
                <Button
                  size="small"
                  intent="primary"
                  text={t('payables.pay')}
                  aria-label={t('payables.payBill', { ref: b.reference ?? b.supplierName })}
                  onClick={() => setPaying(b)}
                />
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <div className="ros-page">
      <PageHeader
        title={t('payables.title')}
        description={t('payables.subtitle')}
        actions={
          <AnchorButton
            icon="truck"
            variant="minimal"
            text={t('payables.directory')}
            href="/apps/management/inventory/suppliers"
          />
        }
      />
      <Card style={{ marginBottom: 16 }}>
        <H4>
          {t('payables.owedTotal', {
            balance: formatMoney(owed?.totals.balance ?? 0),
            overdue: formatMoney(owed?.totals.overdue ?? 0),
          })}
        </H4>
        {owed && <AgingTable aging={owed.totals.aging} label={t('payables.agingAll')} />}
        <DataTable
          rows={owed?.data ?? []}
          rowKey={(s) => s.supplierId}
          onRowClick={(s) => setLedgerOf(s.supplierId)}
          empty={t('payables.nothingOwed')}
          emptyIcon="tick"
          testId="payables-table"
          columns={[
            { key: 'name', header: t('payables.supplier'), render: (s) => <strong>{s.name}</strong> },
            { key: 'openBills', header: t('payables.openBills'), render: (s) => s.openBills },
            {
              key: 'overdue',
              header: t('payables.overdue'),
              align: 'right',
              render: (s) =>
                s.overdue ? <span style={{ color: '#c23030' }}>{formatMoney(s.overdue)}</span> : formatMoney(0),
            },
            { key: 'balance', header: t('payables.balance'), align: 'right', render: (s) => formatMoney(s.balance) },
          ]}
        />
      </Card>
      <ListToolbar q={list.q} onQuery={list.setQuery} placeholder={t('payables.search')}>
        <HTMLSelect
          aria-label={t('payables.filterStatus')}
          value={status}
          onChange={(e) => {
            setStatus(e.currentTarget.value as Status);
            setPage(1);
          }}
        >
          <option value="unpaid">{t('payables.unpaid')}</option>
          <option value="overdue">{t('payables.statuses.overdue')}</option>
          <option value="paid">{t('payables.statuses.paid')}</option>
          <option value="">{t('payables.all')}</option>
        </HTMLSelect>
      </ListToolbar>
      <DataTable
        rows={bills.data?.data ?? []}
        columns={columns}
        rowKey={(b) => b.id}
        sort={list.sort}
        onSort={list.toggleSort}
        empty={bills.isLoading ? t('common.loading') : t('payables.noBills')}
        testId="supplier-bills-table"
      />
      <Pager {...list.pager} />
      {ledgerOf && (
        <SupplierLedgerDrawer
          rid={rid}
          supplierId={ledgerOf}
          restaurantName={restaurantName}
          onClose={() => setLedgerOf(null)}
        />
      )}
      {paying && <PayBillDialog rid={rid} bill={paying} onClose={() => setPaying(null)} />}
    </div>
  );
}
