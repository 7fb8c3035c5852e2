import { Button, Classes, Drawer, H5, HTMLTable, Spinner } from '@blueprintjs/core';
import type { Aging, SupplierLedger } from '@ros/shared-events';
import { createPortal } from 'react-dom';
import { formatMoney } from '../../../components/money';
import '../../../components/purchase-order.css';
import { useSupplierLedgerQuery } from './accounts.api';
import { useAccountsT } from './i18n';

export const AGING_KEYS: (keyof Aging)[] = ['current', 'days30', 'days60', 'days90', 'over90'];

/** A supplier's ledger: bills and payments with the running balance, aging, and a printable statement. */
export function SupplierLedgerDrawer({
  rid,
  supplierId,
  restaurantName,
  onClose,
}: {
  rid: string;
  supplierId: string;
  restaurantName: string;
  onClose: () => void;
}) {
  const t = useAccountsT();
  const { data } = useSupplierLedgerQuery({ rid, supplierId });
  return (
    <Drawer
      isOpen
      onClose={onClose}
      title={data ? t('ledger.title', { name: data.supplier.name }) : t('common.loading')}
      icon="book"
      size="640px"
    >
      <div className={Classes.DRAWER_BODY} style={{ padding: 16 }}>
        {!data ? (
          <Spinner />
        ) : (
          <>
            <p>
              <strong data-testid="ledger-balance">
                {t('ledger.balance', { balance: formatMoney(data.balance) })}
              </strong>{' '}
              · {t('ledger.terms', { days: data.supplier.paymentTermsDays })}
            </p>
            <AgingTable aging={data.aging} label={t('ledger.aging')} />
            <H5>{t('ledger.entries')}</H5>
            <LedgerTable ledger={data} />
            <Button icon="print" text={t('ledger.print')} onClick={() => window.print()} />
            {createPortal(
              <div className="ros-po-print">
                <h1>{t('ledger.statement', { name: data.supplier.name })}</h1>
                <p>
                  {restaurantName} · {new Date().toLocaleDateString()}
                </p>
                <LedgerTable ledger={data} />
                <AgingTable aging={data.aging} label={t('ledger.aging')} />
              </div>,
              document.body,
            )}
          </>
        )}
      </div>
    </Drawer>
  );
}

function LedgerTable({ ledger }: { ledger: SupplierLedger }) {
  const t = useAccountsT();
  return (
    <HTMLTable compact striped style={{ width: '100%' }} aria-label={t('ledger.entries')}>
      <thead>
        <tr>
          <th>{t('ledger.date')}</th>
          <th>{t('ledger.what')}</th>
          <th>{t('ledger.debit')}</th>
          <th>{t('ledger.credit')}</th>
          <th>{t('ledger.running')}</th>
        </tr>
      </thead>
      <tbody>
        {ledger.entries.map((e) => (
          <tr key={`${e.kind}-${e.id}`}>
            <td>{e.date}</td>
            <td>{`${t(`ledger.${e.kind}`)}${e.reference ? ` ${e.reference}` : ''}`}</td>
            <td>{e.debit ? formatMoney(e.debit) : ''}</td>
            <td>{e.credit ? formatMoney(e.credit) : ''}</td>
            <td>{formatMoney(e.balance)}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

export function AgingTable({ aging, label }: { aging: Aging; label: string }) {
  const t = useAccountsT();
  return (
    <HTMLTable compact bordered style={{ width: '100%', marginBottom: 12 }} aria-label={label}>
      <thead>
        <tr>
          {AGING_KEYS.map((k) => (
            <th key={k}>{t(`aging.${k}`)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {AGING_KEYS.map((k) => (
            <td key={k} style={k !== 'current' && aging[k] > 0 ? { color: '#c23030', fontWeight: 600 } : undefined}>
              {formatMoney(aging[k])}
            </td>
          ))}
        </tr>
      </tbody>
    </HTMLTable>
  );
}
