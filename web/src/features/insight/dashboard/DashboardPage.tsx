import { Card, Classes, H2, HTMLTable, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { useAppSelector } from '../../../app/store/hooks';
import { BillDrawer } from '../../service/invoices';
import { statusIntent } from '../../service/invoices';
import { grandTotalOf, useGetSummaryQuery, useListInvoicesQuery } from '../../service/invoices';
import { usePosT } from '../../../app/i18n/pos';
import { money } from '../../service/pos';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import type { ChartOption } from '../../../components/charts/EChart';
import { LazyChart } from '../../../components/charts/LazyChart';
import { gridUnderLegend, LEGEND_ON_TOP } from '../../../components/charts/layout';
import { PeriodPicker, usePeriod } from '../reports';
import { SetupChecklist } from './SetupChecklist';

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card style={{ flex: '1 1 180px' }}>
      <div className={Classes.TEXT_MUTED}>{label}</div>
      <H2 style={{ margin: '4px 0 0' }} data-testid={testId}>
        {value}
      </H2>
    </Card>
  );
}

/** A period at a glance (today first): revenue, bills, covers, open orders, sales by hour or day and the latest bills — all live. */
export default function DashboardPage() {
  const t = usePosT();
  const restaurantId = useAppSelector(selectCurrentRestaurantId);
  const chosen = usePeriod('today');
  // Today is the restaurant's business day, which the server knows; other periods are sent as days.
  const range = chosen.key === 'today' ? {} : chosen.period;
  // The figures need the bills or the orders; other roles (a driver) are not sent asking for them.
  const canSeeIncome = useCan('view', 'income');
  const canSeeOrders = useCan('view', 'orders');
  const canSeeFigures = canSeeIncome || canSeeOrders;
  const summaryQuery = useGetSummaryQuery(
    restaurantId && chosen.valid && canSeeFigures ? { rid: restaurantId, ...range } : skipToken,
  );
  // Roles that may not read bills see the figures without the list, and do not ask for it.
  const canSeeBills = canSeeIncome;
  const latest = useListInvoicesQuery(
    restaurantId && canSeeBills
      ? { rid: restaurantId, query: { perPage: 8, sort: 'desc', sortColumn: 'createdAt' } }
      : skipToken,
  );
  const summary = summaryQuery.data ?? null;
  const bills = latest.data?.data ?? [];
  const { t: tr } = useTranslation(undefined, { keyPrefix: 'reports' });
  const subtitle = !summary
    ? undefined
    : chosen.key === 'today'
      ? t('dashboard.subtitle', { date: summary.businessDate })
      : t('dashboard.periodSubtitle', {
          period: tr(`periods.${chosen.key}`),
          from: chosen.period.from,
          to: chosen.period.to,
        });
  const [billId, setBillId] = useState<string | null>(null);

  const option = useMemo<ChartOption>(() => {
    const points = summary?.series ?? [];
    return {
      tooltip: { trigger: 'axis' },
      legend: { ...LEGEND_ON_TOP, data: [t('dashboard.revenue'), t('dashboard.bills')] },
      grid: gridUnderLegend(),
      xAxis: { type: 'category', data: points.map((p) => p.key) },
      yAxis: [{ type: 'value' }, { type: 'value', minInterval: 1 }],
      series: [
        { name: t('dashboard.revenue'), type: 'bar', data: points.map((p) => (p.revenue ?? 0) / 100) },
        { name: t('dashboard.bills'), type: 'line', yAxisIndex: 1, data: points.map((p) => p.bills) },
      ],
    };
  }, [summary, t]);

  const header = (
    <>
      <PageHeader title={t('dashboard.title')} description={subtitle} />
      <SetupChecklist />
      <PeriodPicker id="dashboard" state={chosen} />
    </>
  );
  if (!canSeeFigures)
    return (
      <div className="ros-page">
        <PageHeader title={t('dashboard.title')} />
        <NonIdealState icon="dashboard" description={t('dashboard.noFigures')} />
      </div>
    );
  if (!summary)
    return (
      <div className="ros-page">
        {header}
        {summaryQuery.isError ? <NonIdealState icon="error" title={t('common.loadFailed')} /> : <Spinner />}
      </div>
    );
  const cur = summary.currency ? ` ${summary.currency}` : '';
  return (
    <div className="ros-page">
      {header}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginBottom: 16 }}>
        {summary.revenue !== null && (
          <Stat label={t('dashboard.revenue')} value={`${money(summary.revenue)}${cur}`} testId="stat-revenue" />
        )}
        <Stat label={t('dashboard.bills')} value={String(summary.bills)} testId="stat-bills" />
        <Stat label={t('dashboard.covers')} value={String(summary.covers)} testId="stat-covers" />
        <Stat label={t('dashboard.openOrders')} value={String(summary.openOrders)} testId="stat-open-orders" />
        {summary.averageBill !== null && (
          <Stat label={t('dashboard.averageBill')} value={money(summary.averageBill)} testId="stat-average" />
        )}
      </div>
      <Card style={{ marginBottom: 16 }}>
        <h4 className="bp6-heading">
          {t(summary.groupBy === 'hour' ? 'dashboard.salesByHour' : 'dashboard.salesByDay')}
        </h4>
        <LazyChart option={option} testId="sales-by-hour" />
      </Card>
      {canSeeBills && (
        <Card>
          <h4 className="bp6-heading">{t('dashboard.latestBills')}</h4>
          {bills.length === 0 ? (
            <p className={Classes.TEXT_MUTED}>{t('dashboard.noBills')}</p>
          ) : (
            <HTMLTable interactive striped style={{ width: '100%' }}>
              <thead>
                <tr>
                  <th>{t('invoices.billNo')}</th>
                  <th>{t('invoices.date')}</th>
                  <th>{t('invoices.target')}</th>
                  <th>{t('invoices.status')}</th>
                  <th style={{ textAlign: 'right' }}>{t('invoices.total')}</th>
                </tr>
              </thead>
              <tbody>
                {bills.map((b) => (
                  <tr key={b.id} onClick={() => setBillId(b.id)} style={{ cursor: 'pointer' }}>
                    <td>#{b.billNo}</td>
                    <td>{new Date(b.createdAt).toLocaleTimeString()}</td>
                    <td>{b.target}</td>
                    <td>
                      <Tag minimal intent={statusIntent(b.status)}>
                        {b.statusLabel}
                      </Tag>
                    </td>
                    <td style={{ textAlign: 'right' }}>{money(grandTotalOf(b))}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
        </Card>
      )}
      <BillDrawer billId={billId} onClose={() => setBillId(null)} />
    </div>
  );
}
