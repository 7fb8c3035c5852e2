import { HTMLSelect, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { PageHeader } from '../../components/PageHeader';
import { createdByName, type Invoice, grandTotalOf } from '../dashboard/dashboard.api';
import { DataTable, type Column } from '../menu/list/DataTable';
import { ListToolbar } from '../menu/list/ListToolbar';
import { Pager } from '../menu/list/Pager';
import { usePosT } from '../pos/i18n';
import { money } from '../pos/money';
import { BillDrawer } from './BillDrawer';
import { INVOICE_STATUSES, statusIntent } from './invoiceStatus';
import { useInvoiceList } from './useInvoiceList';

/** Bills and invoices of the restaurant: search, status filter, sorting, pages, and the detail preview. */
export default function InvoiceListPage() {
  const t = usePosT();
  const { query, rows, total, status, update } = useInvoiceList();
  const [billId, setBillId] = useState<string | null>(null);
  const columns: Column<Invoice>[] = [
    { key: 'billNo', header: '#', sortable: true, render: (r) => `#${r.billNo}`, width: 70 },
    { key: 'customer', header: t('invoices.client'), sortable: true, render: (r) => r.customer?.name ?? r.target },
    { key: 'grandTotal', header: t('invoices.total'), sortable: true, render: (r) => money(grandTotalOf(r)) },
    { key: 'createdAt', header: t('invoices.issued'), sortable: true, render: (r) => new Date(r.createdAt).toLocaleDateString() },
    { key: 'balance', header: t('invoices.balance'), render: (r) => (r.balanceDue > 0 ? money(r.balanceDue) : <Tag minimal intent="success">{t('invoices.paidTag')}</Tag>) },
    { key: 'status', header: t('invoices.status'), sortable: true, render: (r) => <Tag minimal intent={statusIntent(r.status)}>{r.statusLabel}</Tag> },
    { key: 'createdBy', header: t('invoices.createdBy'), render: (r) => createdByName(r.createdBy) },
  ];
  return (
    <div className="ros-page">
      <PageHeader title={t('invoices.title')} description={t('invoices.subtitle')} />
      <ListToolbar q={query.q} onQuery={(q) => update({ q })} placeholder={t('invoices.search')}>
        <HTMLSelect value={query.status} onChange={(e) => update({ status: e.currentTarget.value })} aria-label={t('invoices.status')}>
          <option value="">{t('invoices.allStatuses')}</option>
          {INVOICE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`invoices.statuses.${s}`)}
            </option>
          ))}
        </HTMLSelect>
      </ListToolbar>
      {status === 'error' && <NonIdealState icon="error" title={t('common.loadFailed')} />}
      {status === 'loading' && <Spinner />}
      {status === 'ready' && (
        <>
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(r) => r.id}
            sort={{ column: query.sortColumn, dir: query.sort }}
            onSort={(c) => update({ sortColumn: c, sort: query.sortColumn === c && query.sort === 'desc' ? 'asc' : 'desc', page: query.page })}
            onRowClick={(r) => setBillId(r.id)}
            empty={t('invoices.empty')}
            testId="invoice-table"
          />
          <Pager page={query.page} pageCount={Math.max(1, Math.ceil(total / query.perPage))} total={total} perPage={query.perPage} onPage={(page) => update({ page })} onPerPage={(perPage) => update({ perPage })} />
        </>
      )}
      <BillDrawer billId={billId} onClose={() => setBillId(null)} />
    </div>
  );
}
