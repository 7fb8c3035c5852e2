import { Card, H4, Tab, Tabs } from '@blueprintjs/core';
import type { ReportBreakdown, ReportFigures } from '@ros/shared-events';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { useClientList } from '../../../components/list/useClientList';
import { formatMoney } from '../../../components/money';
import { PageHeader } from '../../../components/PageHeader';
import { UpgradePrompt } from '../../../components/UpgradePrompt';
import { isPlanRequired } from '../../../api/errors';
import { useAppSelector } from '../../../app/store/hooks';
import type { ChartOption } from '../../../components/charts/EChart';
import { LazyChart } from '../../../components/charts/LazyChart';
import { gridUnderLegend, LEGEND_ON_TOP } from '../../../components/charts/layout';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { ExportsCard } from './ExportsCard';
import { GroupCard } from './GroupCard';
import { groupFor } from '../../../components/periods';
import { PeriodPicker, usePeriod } from './PeriodPicker';
import {
  useReportMixQuery,
  useReportPaymentsQuery,
  useReportSalesQuery,
  useReportServiceTimesQuery,
  useReportStaffQuery,
  useReportSummaryQuery,
} from './reports.api';

const CARDS: (keyof ReportFigures)[] = [
  'netSales',
  'bills',
  'averageBill',
  'covers',
  'discounts',
  'refunds',
  'voidAmount',
  'tips',
];
const MONEY = new Set<keyof ReportFigures>(['netSales', 'averageBill', 'discounts', 'refunds', 'voidAmount', 'tips']);
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Reports: a period's figures against the previous one, sales over time, the week's busy hours, product mix, payments and staff. */
export default function ReportsPage() {
  const { t } = useTranslation(undefined, { keyPrefix: 'reports' });
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const chosen = usePeriod('last7');
  const { period } = chosen;
  const ready = !!rid && chosen.valid;
  const args = { rid, ...period };
  // Live without polling: the workers' `report.rolled_up` refreshes every query of the page.
  const opts = { skip: !ready };
  const summaryQuery = useReportSummaryQuery(args, opts);
  const summary = summaryQuery.data;
  const groupBy = groupFor(period.from, period.to);
  const sales = useReportSalesQuery({ ...args, groupBy }, opts).data;
  const heat = useReportSalesQuery({ ...args, groupBy: 'weekdayHour' }, opts).data;

  const salesOption = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: LEGEND_ON_TOP,
      grid: gridUnderLegend(),
      xAxis: { type: 'category', data: (sales?.points ?? []).map((p) => p.key) },
      yAxis: { type: 'value' },
      series: [
        { name: t('thisPeriod'), type: 'bar', data: (sales?.points ?? []).map((p) => p.netSales / 100) },
        ...(sales?.previous?.length
          ? [{ name: t('previousPeriod'), type: 'line', data: sales.previous.map((p) => p.netSales / 100) }]
          : []),
      ],
    }),
    [sales, t],
  );
  const heatOption = useMemo<ChartOption>(() => {
    const data = (heat?.points ?? []).map((p) => {
      const [w, h] = p.key.split('-').map(Number);
      return [h, w, p.netSales / 100];
    });
    return {
      tooltip: {},
      grid: { left: 8, right: 16, top: 16, bottom: 56, containLabel: true },
      xAxis: { type: 'category', data: Array.from({ length: 24 }, (_, h) => `${h}`) },
      yAxis: { type: 'category', data: WEEKDAYS },
      visualMap: {
        min: 0,
        max: Math.max(1, ...data.map((d) => d[2]!)),
        orient: 'horizontal',
        left: 'center',
        bottom: 0,
        calculable: true,
      },
      series: [{ name: t('netSales'), type: 'heatmap', data }],
    };
  }, [heat, t]);

  const change = (k: keyof ReportFigures) => {
    const now = summary?.figures[k];
    const before = summary?.previous?.figures[k];
    if (now == null || before == null || before === 0) return null;
    return Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
  };

  return (
    <div className="ros-page">
      <PageHeader title={t('title')} description={t('subtitle')} />
      <PeriodPicker id="report" state={chosen} />
      {isPlanRequired(summaryQuery.error) && (
        <UpgradePrompt variant="inline" title={t('annualTitle')} body={t('annualBody')} />
      )}
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
          gap: 12,
          marginBottom: 16,
        }}
      >
        {CARDS.map((k) => {
          const v = summary?.figures[k];
          const delta = change(k);
          return (
            <Card key={k} data-testid={`report-${k}`}>
              <H4>{v == null ? '—' : MONEY.has(k) ? formatMoney(v) : v}</H4>
              <div>{t(k)}</div>
              {delta !== null && (
                <small style={{ color: delta >= 0 ? '#238551' : '#cd4246' }}>
                  {t('vsPrevious', { delta: `${delta > 0 ? '+' : ''}${delta}` })}
                </small>
              )}
            </Card>
          );
        })}
      </div>
      <GroupCard period={period} />
      <Card style={{ marginBottom: 16 }}>
        <H4>{t(`salesBy.${groupBy}`)}</H4>
        <LazyChart option={salesOption} height={280} testId="report-sales-chart" />
      </Card>
      <Card style={{ marginBottom: 16 }}>
        <H4>{t('heatmap')}</H4>
        <LazyChart option={heatOption} height={300} testId="report-heatmap" />
      </Card>
      <Tabs id="report-tabs" renderActiveTabPanelOnly>
        <Tab
          id="dishes"
          title={t('tabs.dishes')}
          panel={<MixPanel rid={rid} period={period} by="dish" ready={ready} />}
        />
        <Tab
          id="categories"
          title={t('tabs.categories')}
          panel={<MixPanel rid={rid} period={period} by="category" ready={ready} />}
        />
        <Tab
          id="payments"
          title={t('tabs.payments')}
          panel={<BreakdownPanel kind="payments" rid={rid} period={period} ready={ready} />}
        />
        <Tab
          id="staff"
          title={t('tabs.staff')}
          panel={<BreakdownPanel kind="staff" rid={rid} period={period} ready={ready} />}
        />
        <Tab
          id="service"
          title={t('tabs.service')}
          panel={<ServiceTimesPanel rid={rid} period={period} ready={ready} />}
        />
      </Tabs>
      <ExportsCard rid={rid} period={period} />
    </div>
  );
}

type Row = ReportBreakdown['rows'][number];

function BreakdownTable({
  data,
  withQuantity,
  testId,
}: {
  data: ReportBreakdown | undefined;
  withQuantity: boolean;
  testId: string;
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'reports' });
  const list = useClientList(data?.rows ?? [], {
    searchText: (r) => r.label,
    sortBy: { label: (r) => r.label, quantity: (r) => r.quantity, amount: (r) => r.amount },
    initialSort: { column: 'amount', dir: 'desc' },
    perPage: 100,
  });
  const pie = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'item' },
      series: [
        {
          type: 'pie',
          radius: ['35%', '70%'],
          data: (data?.rows ?? []).slice(0, 10).map((r) => ({ name: r.label, value: r.amount / 100 })),
        },
      ],
    }),
    [data],
  );
  const columns: Column<Row>[] = [
    { key: 'label', header: t('name'), sortable: true, render: (r) => r.label },
    ...(withQuantity
      ? [
          {
            key: 'quantity',
            header: t('quantity'),
            sortable: true,
            align: 'right' as const,
            render: (r: Row) => r.quantity,
          },
        ]
      : []),
    { key: 'amount', header: t('amount'), sortable: true, align: 'right', render: (r) => formatMoney(r.amount) },
    { key: 'share', header: t('share'), align: 'right', render: (r) => `${r.share} %` },
  ];
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(260px, 1fr) 2fr', gap: 16 }}>
      <LazyChart option={pie} height={260} testId={`${testId}-chart`} />
      <DataTable
        rows={list.visible}
        columns={columns}
        rowKey={(r) => r.key}
        sort={list.sort}
        onSort={list.toggleSort}
        empty={t('empty')}
        testId={testId}
      />
    </div>
  );
}

function MixPanel({
  rid,
  period,
  by,
  ready,
}: {
  rid: string;
  period: { from: string; to: string };
  by: 'dish' | 'category';
  ready: boolean;
}) {
  const { data } = useReportMixQuery({ rid, ...period, by }, { skip: !ready });
  return <BreakdownTable data={data} withQuantity testId={`report-mix-${by}`} />;
}

function BreakdownPanel({
  kind,
  rid,
  period,
  ready,
}: {
  kind: 'payments' | 'staff';
  rid: string;
  period: { from: string; to: string };
  ready: boolean;
}) {
  const opts = { skip: !ready };
  const payments = useReportPaymentsQuery({ rid, ...period }, { ...opts, skip: opts.skip || kind !== 'payments' }).data;
  const staff = useReportStaffQuery({ rid, ...period }, { ...opts, skip: opts.skip || kind !== 'staff' }).data;
  return (
    <BreakdownTable data={kind === 'payments' ? payments : staff} withQuantity={false} testId={`report-${kind}`} />
  );
}

const minutes = (s: number | null) => (s === null ? '—' : `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`);

function ServiceTimesPanel({
  rid,
  period,
  ready,
}: {
  rid: string;
  period: { from: string; to: string };
  ready: boolean;
}) {
  const { t } = useTranslation(undefined, { keyPrefix: 'reports' });
  const data = useReportServiceTimesQuery({ rid, ...period }, { skip: !ready }).data;
  const rows = useMemo(() => data?.rows ?? [], [data]);
  const tables = useMemo(() => data?.tables ?? [], [data]);
  type ServiceRow = (typeof rows)[number];
  type TableRow = (typeof tables)[number];
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: LEGEND_ON_TOP,
      grid: gridUnderLegend(),
      xAxis: { type: 'category', data: rows.map((r) => r.station) },
      yAxis: { type: 'value', name: t('service.minutes') },
      series: [
        { name: t('service.toReady'), type: 'bar', data: rows.map((r) => (r.averageReadySeconds ?? 0) / 60) },
        { name: t('service.toBumped'), type: 'bar', data: rows.map((r) => (r.averageBumpedSeconds ?? 0) / 60) },
      ],
    }),
    [rows, t],
  );
  const columns: Column<ServiceRow>[] = [
    { key: 'station', header: t('service.station'), render: (r) => r.station },
    { key: 'tickets', header: t('service.tickets'), align: 'right', render: (r) => r.tickets },
    { key: 'ready', header: t('service.toReady'), align: 'right', render: (r) => minutes(r.averageReadySeconds) },
    { key: 'bumped', header: t('service.toBumped'), align: 'right', render: (r) => minutes(r.averageBumpedSeconds) },
  ];
  const turnColumns: Column<TableRow>[] = [
    { key: 'table', header: t('service.table'), render: (r) => r.table },
    { key: 'turns', header: t('service.turns'), align: 'right', render: (r) => r.turns },
    { key: 'turn', header: t('service.turnTime'), align: 'right', render: (r) => minutes(r.averageTurnSeconds) },
  ];
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(260px, 1fr) 2fr', gap: 16 }}>
      <LazyChart option={option} height={260} testId="report-service-chart" />
      <DataTable rows={rows} columns={columns} rowKey={(r) => r.stationId} empty={t('empty')} testId="report-service" />
      <H4 style={{ gridColumn: '1 / -1', margin: 0 }}>{t('service.tableTurns')}</H4>
      <DataTable
        rows={tables}
        columns={turnColumns}
        rowKey={(r) => r.tableId}
        empty={t('empty')}
        testId="report-table-turns"
      />
    </div>
  );
}
