import { Button, Card, FormGroup, H4, HTMLTable, InputGroup, NonIdealState } from '@blueprintjs/core';
import { createPortal } from 'react-dom';
import { useState } from 'react';
import { formatMoney } from '../../../components/money';
import { PageHeader } from '../../../components/PageHeader';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurant, selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import '../../../components/purchase-order.css';
import { useDaybookQuery } from './accounts.api';
import { todayIso, useAccountsT } from './i18n';

/** The daybook: every money movement of a business day, in and out, by method, with the opening and closing cash; live and printable. */
export default function DaybookPage() {
  const t = useAccountsT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const restaurantName = useAppSelector(selectCurrentRestaurant)?.name ?? '';
  const [date, setDate] = useState(todayIso());
  const { data } = useDaybookQuery({ rid, date }, { skip: !rid || !date });
  const body = data && (
    <>
      <HTMLTable compact striped style={{ width: '100%' }} aria-label={t('daybook.entries')}>
        <thead>
          <tr>
            <th>{t('daybook.time')}</th>
            <th>{t('daybook.what')}</th>
            <th>{t('expenses.method')}</th>
            <th>{t('daybook.in')}</th>
            <th>{t('daybook.out')}</th>
          </tr>
        </thead>
        <tbody>
          {data.entries.map((e, i) => (
            <tr key={i}>
              <td>{new Date(e.at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}</td>
              <td>{e.description}</td>
              <td>{t(`methods.${e.method}`, { defaultValue: e.method })}</td>
              <td>{e.in ? formatMoney(e.in) : ''}</td>
              <td>{e.out ? formatMoney(e.out) : ''}</td>
            </tr>
          ))}
          <tr>
            <td colSpan={3}>
              <strong>{t('daybook.totals')}</strong>
            </td>
            <td>
              <strong>{formatMoney(data.totals.in)}</strong>
            </td>
            <td>
              <strong>{formatMoney(data.totals.out)}</strong>
            </td>
          </tr>
        </tbody>
      </HTMLTable>
      <HTMLTable compact bordered style={{ width: '100%', marginTop: 12 }} aria-label={t('daybook.byMethod')}>
        <thead>
          <tr>
            <th>{t('expenses.method')}</th>
            <th>{t('daybook.in')}</th>
            <th>{t('daybook.out')}</th>
            <th>{t('daybook.net')}</th>
          </tr>
        </thead>
        <tbody>
          {data.byMethod.map((m) => (
            <tr key={m.method}>
              <td>{m.method}</td>
              <td>{formatMoney(m.in)}</td>
              <td>{formatMoney(m.out)}</td>
              <td>{formatMoney(m.in - m.out)}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </>
  );
  return (
    <div className="ros-page">
      <PageHeader
        title={t('daybook.title')}
        description={t('daybook.subtitle')}
        actions={<Button icon="print" text={t('daybook.print')} disabled={!data} onClick={() => window.print()} />}
      />
      <FormGroup label={t('daybook.date')} labelFor="daybook-date" inline>
        <InputGroup id="daybook-date" type="date" value={date} onValueChange={setDate} />
      </FormGroup>
      {data && (
        <Card style={{ marginBottom: 12, display: 'flex', gap: 32 }}>
          <div>
            <H4 data-testid="daybook-opening">{formatMoney(data.openingCash)}</H4>
            {t('daybook.openingCash')}
          </div>
          <div>
            <H4 data-testid="daybook-in">{formatMoney(data.totals.in)}</H4>
            {t('daybook.in')}
          </div>
          <div>
            <H4 data-testid="daybook-out">{formatMoney(data.totals.out)}</H4>
            {t('daybook.out')}
          </div>
          <div>
            <H4 data-testid="daybook-closing">{formatMoney(data.closingCash)}</H4>
            {t('daybook.closingCash')}
          </div>
        </Card>
      )}
      {data && !data.entries.length ? <NonIdealState icon="book" title={t('daybook.empty')} /> : body}
      {data &&
        createPortal(
          <div className="ros-po-print">
            <h1>{t('daybook.printHeading', { date: data.date })}</h1>
            <p>
              {restaurantName} · {t('daybook.openingCash')} {formatMoney(data.openingCash)} · {t('daybook.closingCash')}{' '}
              {formatMoney(data.closingCash)}
            </p>
            {body}
          </div>,
          document.body,
        )}
    </div>
  );
}
