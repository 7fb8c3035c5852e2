import { Button, Card, Classes, FormGroup, H3, InputGroup, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { PageHeader } from '../../../components/PageHeader';
import type { ChartOption } from '../../../components/charts/EChart';
import { LazyChart } from '../../../components/charts/LazyChart';
import { createdByName, grandTotalOf, methodsOf } from './invoices.api';
import type { Invoice } from './invoices.types';
import { BillDrawer } from './BillDrawer';
import { downloadCsv } from '../../../components/list/csv';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { Pager } from '../../../components/list/Pager';
import { useDebounced } from '../../../components/list/useDebounced';
import { usePosT } from '../../../app/i18n/pos';
import { money } from '../pos';
import { defaultRange, revenueByDay, useIncome } from './income/useIncome';
import { OtherIncomeCard } from '../../back-office/accounts';

/** Account › Income: paid bills of a date range with totals, a chart per day and a CSV export. */
export default function IncomePage() {
  const t = usePosT();
  const [range, setRange] = useState(defaultRange);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(10);
  const [billId, setBillId] = useState<string | null>(null);
  // Typing in the search box asks the server once it pauses.
  const searched = useDebounced(q.trim(), 250);
  const { rows, total, totals, all, status } = useIncome({ ...range, q: searched, page, perPage });

  const option = useMemo<ChartOption>(() => {
    const days = revenueByDay(all, range.from, range.to);
    return {
      tooltip: { trigger: 'axis' },
      grid: { left: 56, right: 16, top: 16, bottom: 32 },
      xAxis: { type: 'category', data: days.map(([d]) => d) },
      yAxis: { type: 'value' },
      series: [{ name: t('income.revenue'), type: 'bar', data: days.map(([, v]) => v / 100) }],
    };
  }, [all, range, t]);

  const columns: Column<Invoice>[] = [
    { key: 'billNo', header: '#', render: (r) => `#${r.billNo}`, width: 70 },
    { key: 'paidAt', header: t('income.paidAt'), render: (r) => new Date(r.paidAt ?? r.createdAt).toLocaleString() },
    { key: 'target', header: t('invoices.target'), render: (r) => r.target },
    { key: 'customer', header: t('invoices.client'), render: (r) => r.customer?.name ?? '' },
    {
      key: 'methods',
      header: t('income.methods'),
      render: (r) =>
        methodsOf(r).map((m) => (
          <Tag key={m} minimal style={{ marginRight: 4 }}>
            {t(`pay.method.${m}`, { defaultValue: m })}
          </Tag>
        )),
    },
    { key: 'createdBy', header: t('invoices.createdBy'), render: (r) => createdByName(r.createdBy) },
    { key: 'grandTotal', header: t('invoices.total'), render: (r) => money(grandTotalOf(r)) },
  ];

  const handleExport = () =>
    downloadCsv(`income-${range.from}-${range.to}.csv`, all, [
      { header: t('income.csv.billNo'), value: (r) => r.billNo },
      { header: t('income.paidAt'), value: (r) => r.paidAt ?? r.createdAt },
      { header: t('invoices.target'), value: (r) => r.target },
      { header: t('invoices.client'), value: (r) => r.customer?.name ?? '' },
      { header: t('income.methods'), value: (r) => methodsOf(r).join(' ') },
      { header: t('invoices.createdBy'), value: (r) => createdByName(r.createdBy) },
      { header: t('invoices.total'), value: (r) => money(grandTotalOf(r)) },
    ]);

  const setDates = (changes: Partial<typeof range>) => {
    setRange({ ...range, ...changes });
    setPage(1);
  };
  return (
    <div className="ros-page">
      <PageHeader
        title={t('income.title')}
        description={t('income.subtitle')}
        actions={
          <Button icon="export" text={t('income.exportCsv')} disabled={all.length === 0} onClick={handleExport} />
        }
      />
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
        <FormGroup label={t('income.from')} labelFor="income-from">
          <InputGroup
            id="income-from"
            type="date"
            value={range.from}
            max={range.to}
            onChange={(e) => e.currentTarget.value && setDates({ from: e.currentTarget.value })}
          />
        </FormGroup>
        <FormGroup label={t('income.to')} labelFor="income-to">
          <InputGroup
            id="income-to"
            type="date"
            value={range.to}
            min={range.from}
            onChange={(e) => e.currentTarget.value && setDates({ to: e.currentTarget.value })}
          />
        </FormGroup>
        <FormGroup label={t('income.search')} labelFor="income-q">
          <InputGroup id="income-q" leftIcon="search" value={q} onValueChange={(v) => (setQ(v), setPage(1))} />
        </FormGroup>
      </div>
      {totals && (
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}>
          {(
            [
              ['income.bills', String(totals.bills)],
              ['income.grandTotal', money(totals.grandTotal)],
              ['income.tax', money(totals.tax)],
              ['income.serviceCharge', money(totals.serviceCharge)],
              ['income.discount', money(totals.discount)],
              ['income.tip', money(totals.tip)],
            ] as const
          ).map(([label, value]) => (
            <Card key={label} style={{ flex: '1 1 140px', padding: 12 }}>
              <div className={Classes.TEXT_MUTED}>{t(label)}</div>
              <H3 style={{ margin: 0 }}>{value}</H3>
            </Card>
          ))}
          <Card style={{ flex: '2 1 260px', padding: 12 }}>
            <div className={Classes.TEXT_MUTED}>{t('income.byMethod')}</div>
            {(['cash', 'card', 'wallet', 'other'] as const).map((m) => (
              <Tag key={m} large minimal style={{ margin: '4px 4px 0 0' }}>
                {t(`pay.method.${m}`)} {money(totals.byMethod[m] ?? 0)}
              </Tag>
            ))}
          </Card>
        </div>
      )}
      <Card style={{ marginBottom: 16 }}>
        <LazyChart option={option} height={260} testId="income-chart" />
      </Card>
      {status === 'error' && <NonIdealState icon="error" title={t('common.loadFailed')} />}
      {status === 'loading' && <Spinner />}
      {status === 'ready' && (
        <>
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(r) => r.id}
            onRowClick={(r) => setBillId(r.id)}
            empty={t('income.empty')}
            testId="income-table"
          />
          <Pager
            page={page}
            total={total}
            perPage={perPage}
            onPage={setPage}
            onPerPage={(n) => (setPerPage(n), setPage(1))}
          />
        </>
      )}
      <OtherIncomeCard from={range.from} to={range.to} />
      <BillDrawer billId={billId} onClose={() => setBillId(null)} />
    </div>
  );
}
