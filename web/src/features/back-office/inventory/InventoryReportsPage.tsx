import { Card, FormGroup, H4, HTMLSelect, HTMLTable, InputGroup, NonIdealState } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import { formatMoney } from '../../../components/money';
import type { ChartOption } from '../../../components/charts/EChart';
import { LazyChart } from '../../../components/charts/LazyChart';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useInventoryT } from './i18n';
import {
  useListCountsQuery,
  usePurchasesReportQuery,
  useStockValueReportQuery,
  useUsageReportQuery,
} from './inventory.api';
import { InventoryFrame, formatQuantity } from './InventoryFrame';

const day = (d: Date) => d.toISOString().slice(0, 10);
const bars = (labels: string[], values: number[], name: string): ChartOption => ({
  tooltip: { trigger: 'axis', valueFormatter: (v: number) => formatMoney(v * 100) },
  grid: { left: 60, right: 16, top: 16, bottom: 60 },
  xAxis: { type: 'category', data: labels, axisLabel: { interval: 0, rotate: labels.length > 5 ? 30 : 0 } },
  yAxis: { type: 'value' },
  series: [{ type: 'bar', name, data: values.map((v) => v / 100) }],
});

/** Inventory reports: stock value by group, purchases by supplier, and theoretical vs actual usage between two counts. */
export default function InventoryReportsPage() {
  const t = useInventoryT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const value = useStockValueReportQuery(rid, { skip: !rid });
  return (
    <InventoryFrame title={t('reports.title')} description={t('reports.subtitle')} error={value.error}>
      <div style={{ display: 'grid', gap: 16 }}>
        <StockValue rid={rid} />
        <PurchasesBySupplier rid={rid} />
        <Usage rid={rid} />
      </div>
    </InventoryFrame>
  );
}

function StockValue({ rid }: { rid: string }) {
  const t = useInventoryT();
  const { data } = useStockValueReportQuery(rid, { skip: !rid });
  const groups = data?.groups ?? [];
  const option = useMemo(
    () =>
      bars(
        (data?.groups ?? []).map((g) => g.name ?? t('reports.noGroup')),
        (data?.groups ?? []).map((g) => g.value),
        t('reports.value'),
      ),
    [data, t],
  );
  return (
    <Card>
      <H4>{t('reports.stockValue', { total: formatMoney(data?.total ?? 0) })}</H4>
      {groups.length ? (
        <LazyChart option={option} height={240} testId="stock-value-chart" />
      ) : (
        <NonIdealState icon="box" title={t('reports.noStock')} />
      )}
      <HTMLTable compact striped aria-label={t('reports.stockValueTable')} style={{ width: '100%' }}>
        <thead>
          <tr>
            <th>{t('reports.group')}</th>
            <th>{t('reports.items')}</th>
            <th>{t('reports.value')}</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={g.groupId ?? 'none'}>
              <td>{g.name ?? t('reports.noGroup')}</td>
              <td>{g.items}</td>
              <td>{formatMoney(g.value)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}

function PurchasesBySupplier({ rid }: { rid: string }) {
  const t = useInventoryT();
  const [from, setFrom] = useState(() => day(new Date(Date.now() - 30 * 86_400_000)));
  const [to, setTo] = useState(() => day(new Date()));
  const { data } = usePurchasesReportQuery(rid && from && to && from <= to ? { rid, from, to } : skipToken);
  const suppliers = data?.suppliers ?? [];
  const option = useMemo(
    () =>
      bars(
        (data?.suppliers ?? []).map((s) => s.name),
        (data?.suppliers ?? []).map((s) => s.value),
        t('reports.received'),
      ),
    [data, t],
  );
  return (
    <Card>
      <H4>{t('reports.purchases', { total: formatMoney(data?.total ?? 0) })}</H4>
      <div style={{ display: 'flex', gap: 12 }}>
        <FormGroup label={t('reports.from')} labelFor="purchases-from">
          <InputGroup id="purchases-from" type="date" value={from} onValueChange={setFrom} />
        </FormGroup>
        <FormGroup label={t('reports.to')} labelFor="purchases-to">
          <InputGroup id="purchases-to" type="date" value={to} onValueChange={setTo} />
        </FormGroup>
      </div>
      {suppliers.length ? (
        <LazyChart option={option} height={240} testId="purchases-chart" />
      ) : (
        <NonIdealState icon="shopping-cart" title={t('reports.noPurchases')} />
      )}
      <HTMLTable compact striped aria-label={t('reports.purchasesTable')} style={{ width: '100%' }}>
        <thead>
          <tr>
            <th>{t('reports.supplier')}</th>
            <th>{t('reports.orders')}</th>
            <th>{t('reports.received')}</th>
          </tr>
        </thead>
        <tbody>
          {suppliers.map((s) => (
            <tr key={s.supplierId}>
              <td>{s.name}</td>
              <td>{s.orders}</td>
              <td>{formatMoney(s.value)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}

function Usage({ rid }: { rid: string }) {
  const t = useInventoryT();
  const posted = (useListCountsQuery(rid, { skip: !rid }).data?.data ?? []).filter((c) => c.postedAt);
  const [fromId, setFromId] = useState('');
  const [toId, setToId] = useState('');
  const opening = fromId || posted[1]?.id || '';
  const closing = toId || posted[0]?.id || '';
  const { data } = useUsageReportQuery(
    rid && opening && closing && opening !== closing ? { rid, fromCountId: opening, toCountId: closing } : skipToken,
  );
  const items = data?.items ?? [];
  const option = useMemo(
    () =>
      bars(
        (data?.items ?? []).map((i) => i.name),
        (data?.items ?? []).map((i) => i.varianceValue),
        t('reports.varianceValue'),
      ),
    [data, t],
  );
  const label = (c: (typeof posted)[number]) =>
    `${new Date(c.postedAt!).toLocaleString()} · ${c.groupName ?? c.location ?? t('counts.everything')}`;
  const select = (id: string, value: string, onChange: (v: string) => void, text: string) => (
    <FormGroup label={text} labelFor={id}>
      <HTMLSelect id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {posted.map((c) => (
          <option key={c.id} value={c.id}>
            {label(c)}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
  return (
    <Card>
      <H4>{t('reports.usage', { value: formatMoney(data?.varianceValue ?? 0) })}</H4>
      {posted.length < 2 ? (
        <NonIdealState icon="clipboard" title={t('reports.needTwoCounts')} />
      ) : (
        <>
          <div style={{ display: 'flex', gap: 12 }}>
            {select('usage-from', opening, setFromId, t('reports.openingCount'))}
            {select('usage-to', closing, setToId, t('reports.closingCount'))}
          </div>
          {items.length > 0 && <LazyChart option={option} height={240} testId="usage-chart" />}
          <HTMLTable compact striped aria-label={t('reports.usageTable')} style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('reports.item')}</th>
                <th>{t('reports.theoretical')}</th>
                <th>{t('reports.waste')}</th>
                <th>{t('reports.actual')}</th>
                <th>{t('reports.variance')}</th>
                <th>{t('reports.varianceValue')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((i) => (
                <tr key={i.itemId}>
                  <td>{i.name}</td>
                  <td>{`${formatQuantity(i.theoretical)} ${i.unit}`}</td>
                  <td>{`${formatQuantity(i.waste)} ${i.unit}`}</td>
                  <td>{`${formatQuantity(i.actual)} ${i.unit}`}</td>
                  <td>{`${formatQuantity(i.variance)} ${i.unit}`}</td>
                  <td>{formatMoney(i.varianceValue)}</td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </>
      )}
    </Card>
  );
}
