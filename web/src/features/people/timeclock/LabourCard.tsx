import { Card, H4 } from '@blueprintjs/core';
import { useMemo } from 'react';
import { formatMoney } from '../../../components/money';
import type { ChartOption } from '../../../components/charts/EChart';
import { LazyChart } from '../../../components/charts/LazyChart';
import { PeriodPicker, usePeriod } from '../../insight/reports';
import { hours } from './hours';
import { useStaffT } from '../../../app/i18n/staff';
import { useLabourQuery } from './timeclock.api';

/** Labour cost per day beside net sales, and labour as a share of them (a chart: people compare it). */
export function LabourCard({ rid }: { rid: string }) {
  const t = useStaffT();
  const chosen = usePeriod('last7');
  const report = useLabourQuery({ rid, ...chosen.period }, { skip: !chosen.valid }).data;
  const option = useMemo<ChartOption>(() => {
    const days = report?.days ?? [];
    return {
      tooltip: { trigger: 'axis' },
      legend: {},
      grid: { left: 56, right: 56, top: 32, bottom: 32 },
      xAxis: { type: 'category', data: days.map((d) => d.day) },
      yAxis: [{ type: 'value' }, { type: 'value', axisLabel: { formatter: '{value} %' } }],
      series: [
        { name: t('labour.cost'), type: 'bar', data: days.map((d) => d.cost / 100) },
        { name: t('labour.sales'), type: 'bar', data: days.map((d) => d.netSales / 100) },
        { name: t('labour.percent'), type: 'line', yAxisIndex: 1, data: days.map((d) => d.labourPercent) },
      ],
    };
  }, [report, t]);
  return (
    <Card>
      <H4>{t('labour.title')}</H4>
      <PeriodPicker id="labour" state={chosen} />
      <LazyChart option={option} height={260} testId="labour-chart" />
      {report && (
        <p data-testid="labour-totals">
          {t('labour.totals', {
            hours: hours(report.totals.minutes),
            cost: formatMoney(report.totals.cost),
            sales: formatMoney(report.totals.netSales),
            percent: report.totals.labourPercent ?? '—',
          })}
        </p>
      )}
    </Card>
  );
}
