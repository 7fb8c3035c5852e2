import { Card, H4, HTMLTable } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../components/money';
import { useGroupReportQuery, type Period } from './reports.api';

/** For someone with several restaurants: each one's period side by side, and the sum per currency. */
export function GroupCard({ period }: { period: Period }) {
  const { t } = useTranslation(undefined, { keyPrefix: 'reports.group' });
  const { data } = useGroupReportQuery(period, { pollingInterval: 15_000, skipPollingIfUnfocused: true });
  if (!data || data.restaurants.length < 2) return null;
  return (
    <Card style={{ marginBottom: 16 }}>
      <H4>{t('title')}</H4>
      <HTMLTable compact striped style={{ width: '100%' }} aria-label={t('title')}>
        <thead>
          <tr>
            <th>{t('restaurant')}</th>
            <th>{t('bills')}</th>
            <th>{t('covers')}</th>
            <th>{t('netSales')}</th>
            <th>{t('taken')}</th>
          </tr>
        </thead>
        <tbody>
          {data.restaurants.map((r) => (
            <tr key={r.id}>
              <td>{r.name}</td>
              <td>{r.figures.bills}</td>
              <td>{r.figures.covers}</td>
              <td>{formatAmount(r.figures.netSales, r.currency)}</td>
              <td>{formatAmount(r.figures.grandTotal, r.currency)}</td>
            </tr>
          ))}
          {data.totals.map((g) => (
            <tr key={g.currency} style={{ fontWeight: 600 }}>
              <td>{t('total', { count: g.restaurants, currency: g.currency })}</td>
              <td>{g.figures.bills}</td>
              <td>{g.figures.covers}</td>
              <td>{formatAmount(g.figures.netSales, g.currency)}</td>
              <td>{formatAmount(g.figures.grandTotal, g.currency)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </Card>
  );
}
