import { Button, Card, FormGroup, H4, HTMLTable, InputGroup } from '@blueprintjs/core';
import { createPortal } from 'react-dom';
import { useMemo, useState } from 'react';
import { downloadCsv } from '../../../components/list/csv';
import { formatMoney } from '../../../components/money';
import { PageHeader } from '../../../components/PageHeader';
import type { ChartOption } from '../../../components/charts/EChart';
import { LazyChart } from '../../../components/charts/LazyChart';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurant, selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import '../../../components/purchase-order.css';
import { useProfitAndLossQuery } from './accounts.api';
import { todayIso, useAccountsT } from './i18n';

const ROWS = [
  'sales',
  'discounts',
  'refunds',
  'netRevenue',
  'otherIncome',
  'cogs',
  'grossMargin',
  'expenses',
  'net',
] as const;
const startOfYear = () => `${todayIso().slice(0, 4)}-01-01`;

/** Profit & loss of a period: revenue net of discounts and refunds, cost of goods sold, gross margin, expenses by category, net; month by month. */
export default function ProfitLossPage() {
  const t = useAccountsT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const restaurantName = useAppSelector(selectCurrentRestaurant)?.name ?? '';
  const [from, setFrom] = useState(startOfYear());
  const [to, setTo] = useState(todayIso());
  const { data } = useProfitAndLossQuery({ rid, from, to }, { skip: !rid || !from || !to || from > to });
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: {},
      grid: { left: 60, right: 16, top: 32, bottom: 32 },
      xAxis: { type: 'category', data: (data?.months ?? []).map((m) => m.month) },
      yAxis: { type: 'value' },
      series: (['netRevenue', 'cogs', 'expenses', 'net'] as const).map((k) => ({
        name: t(`pnl.${k}`),
        type: 'bar',
        data: (data?.months ?? []).map((m) => m[k] / 100),
      })),
    }),
    [data, t],
  );
  const exportCsv = () =>
    data &&
    downloadCsv(
      `profit-and-loss-${from}-${to}.csv`,
      ROWS.map((k) => k),
      [
        { header: t('pnl.line'), value: (k) => t(`pnl.${k}`) },
        ...data.months.map((m) => ({ header: m.month, value: (k: (typeof ROWS)[number]) => formatMoney(m[k]) })),
        { header: t('pnl.total'), value: (k) => formatMoney(data.figures[k]) },
      ],
    );
  const statement = data && (
    <HTMLTable compact striped style={{ width: '100%' }} aria-label={t('pnl.statement')}>
      <thead>
        <tr>
          <th>{t('pnl.line')}</th>
          {data.months.map((m) => (
            <th key={m.month}>{m.month}</th>
          ))}
          <th>{t('pnl.total')}</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((k) => (
          <tr
            key={k}
            style={k === 'netRevenue' || k === 'grossMargin' || k === 'net' ? { fontWeight: 600 } : undefined}
          >
            <td>{t(`pnl.${k}`)}</td>
            {data.months.map((m) => (
              <td key={m.month}>{formatMoney(m[k])}</td>
            ))}
            <td data-testid={`pnl-${k}`}>{formatMoney(data.figures[k])}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
  return (
    <div className="ros-page">
      <PageHeader
        title={t('pnl.title')}
        description={t('pnl.subtitle')}
        actions={
          <>
            <Button icon="export" text={t('pnl.csv')} disabled={!data} onClick={exportCsv} />
            <Button icon="print" text={t('pnl.pdf')} disabled={!data} onClick={() => window.print()} />
          </>
        }
      />
      <div style={{ display: 'flex', gap: 12 }}>
        <FormGroup label={t('pnl.from')} labelFor="pnl-from">
          <InputGroup id="pnl-from" type="date" value={from} onValueChange={setFrom} />
        </FormGroup>
        <FormGroup label={t('pnl.to')} labelFor="pnl-to">
          <InputGroup id="pnl-to" type="date" value={to} onValueChange={setTo} />
        </FormGroup>
      </div>
      {data && (
        <>
          <Card style={{ marginBottom: 12 }}>
            <H4>
              {t('pnl.headline', {
                net: formatMoney(data.figures.net),
                margin: data.figures.grossMarginPercent ?? '—',
              })}
            </H4>
            <p>{t('pnl.passThrough', { tax: formatMoney(data.figures.tax), tips: formatMoney(data.figures.tips) })}</p>
            <LazyChart option={option} height={260} testId="pnl-chart" />
          </Card>
          {statement}
          <H4 style={{ marginTop: 16 }}>{t('pnl.byCategory')}</H4>
          <HTMLTable compact striped aria-label={t('pnl.byCategory')}>
            <tbody>
              {data.expensesByCategory.map((c) => (
                <tr key={c.categoryId}>
                  <td>{c.name}</td>
                  <td>{formatMoney(c.amount)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
          {createPortal(
            <div className="ros-po-print">
              <h1>{t('pnl.printHeading', { from, to })}</h1>
              <p>{restaurantName}</p>
              {statement}
            </div>,
            document.body,
          )}
        </>
      )}
    </div>
  );
}
