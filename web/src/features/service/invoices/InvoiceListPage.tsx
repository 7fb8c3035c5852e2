import { HTMLSelect, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toastError } from '../../../app/toaster';
import { downloadCsv } from '../../../components/list/csv';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { Pager } from '../../../components/list/Pager';
import { PageHeader } from '../../../components/PageHeader';
import { createdByName, fetchAllInvoices, grandTotalOf } from './invoices.api';
import type { Invoice } from './invoices.types';
import { usePosT } from '../../../app/i18n/pos';
import { money } from '../pos';
import { BillDrawer } from './BillDrawer';
import { INVOICE_STATUSES, statusIntent } from './invoiceStatus';
import { useInvoiceList } from './useInvoiceList';

/** Bills and invoices of the restaurant: search, status filter, sorting, pages, export, and the detail preview. */
export default function InvoiceListPage() {
  const t = usePosT();
  const { rid, query, list, update, rows, status } = useInvoiceList();
  // `?open=<billId>`: a bill found by number with Ctrl+K opens at once.
  const [params, setParams] = useSearchParams();
  const [picked, setPicked] = useState<string | null>(null);
  const billId = picked ?? params.get('open');
  const setBillId = (id: string | null) => {
    setPicked(id);
    if (!id && params.get('open')) setParams({}, { replace: true });
  };
  const [isExporting, setExporting] = useState(false);
  const columns: Column<Invoice>[] = [
    { key: 'billNo', header: '#', sortable: true, render: (r) => `#${r.billNo}`, width: 70 },
    { key: 'customer', header: t('invoices.client'), sortable: true, render: (r) => r.customer?.name ?? r.target },
    { key: 'grandTotal', header: t('invoices.total'), sortable: true, render: (r) => money(grandTotalOf(r)) },
    {
      key: 'createdAt',
      header: t('invoices.issued'),
      sortable: true,
      render: (r) => new Date(r.createdAt).toLocaleDateString(),
    },
    {
      key: 'balance',
      header: t('invoices.balance'),
      render: (r) =>
        r.balanceDue > 0 ? (
          money(r.balanceDue)
        ) : (
          <Tag minimal intent="success">
            {t('invoices.paidTag')}
          </Tag>
        ),
    },
    {
      key: 'status',
      header: t('invoices.status'),
      sortable: true,
      render: (r) => (
        <Tag minimal intent={statusIntent(r.status)}>
          {r.statusLabel}
        </Tag>
      ),
    },
    { key: 'createdBy', header: t('invoices.createdBy'), render: (r) => createdByName(r.createdBy) },
  ];

  const handleExport = async () => {
    if (!rid) return;
    setExporting(true);
    try {
      const all = await fetchAllInvoices(rid, query);
      downloadCsv('invoices.csv', all, [
        { header: t('invoices.billNo'), value: (r) => r.billNo },
        { header: t('invoices.client'), value: (r) => r.customer?.name ?? r.target },
        { header: t('invoices.total'), value: (r) => money(grandTotalOf(r)) },
        { header: t('invoices.issued'), value: (r) => r.createdAt },
        { header: t('invoices.balance'), value: (r) => money(r.balanceDue) },
        { header: t('invoices.status'), value: (r) => r.statusLabel },
        { header: t('invoices.createdBy'), value: (r) => createdByName(r.createdBy) },
      ]);
    } catch (error) {
      void toastError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="ros-page">
      <PageHeader title={t('invoices.title')} description={t('invoices.subtitle')} />
      <ListToolbar
        q={list.q}
        onQuery={list.setQuery}
        placeholder={t('invoices.search')}
        onExport={() => void handleExport()}
        isExporting={isExporting}
      >
        <HTMLSelect
          value={query.status}
          onChange={(e) => update({ status: e.currentTarget.value })}
          aria-label={t('invoices.status')}
        >
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
            sort={list.sort}
            onSort={list.toggleSort}
            onRowClick={(r) => setBillId(r.id)}
            empty={t('invoices.empty')}
            testId="invoice-table"
          />
          <Pager {...list.pager} />
        </>
      )}
      <BillDrawer billId={billId} onClose={() => setBillId(null)} />
    </div>
  );
}
