import { createPortal } from 'react-dom';
import { usePosT } from '../../../../app/i18n/pos';
import { money } from '../money';
import type { Bill } from '../pos.types';
import '../../../../components/receipt.css';

/** The 80 mm receipt, only visible when printing (see receipt.css). */
export function Receipt({ bill, restaurantName }: { bill: Bill; restaurantName: string }) {
  const t = usePosT();
  const x = bill.totals;
  const extra: [string, number][] = (
    [
      [t('bill.discount'), -x.discount],
      [t('bill.serviceCharge', { percent: bill.serviceChargePercent }), x.serviceCharge],
      [t('bill.tax', { percent: bill.taxPercent }), x.tax],
      [t('bill.tip'), x.tip],
      [t('bill.rounding'), x.rounding],
    ] as [string, number][]
  ).filter(([, v]) => v !== 0);
  return createPortal(
    <div className="ros-receipt" aria-hidden>
      <h2>{restaurantName}</h2>
      <p>
        {t('bill.number', { billNo: bill.number })} · #{bill.orderDisplayNo}
        <br />
        {bill.target}
        <br />
        {new Date(bill.createdAt).toLocaleString()}
      </p>
      <table>
        <thead>
          <tr>
            <th>{t('bill.particular')}</th>
            <th>{t('bill.qty')}</th>
            <th>{t('bill.subTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {bill.share ? (
            <tr>
              <td>{t('split.share', { index: bill.share.index, of: bill.share.of })}</td>
              <td>1</td>
              <td>{money(x.subtotal)}</td>
            </tr>
          ) : (
            bill.lines.map((l) => (
              <tr key={l.orderItemId}>
                <td>
                  {l.particular}
                  <br />@ {money(l.rate)}
                </td>
                <td>{l.qty}</td>
                <td>{money(l.subTotal)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
      <table>
        <tbody>
          <tr>
            <td>{t('bill.subTotal')}</td>
            <td>{money(x.subtotal)}</td>
          </tr>
          {extra.map(([label, v]) => (
            <tr key={label}>
              <td>{label}</td>
              <td>{money(v)}</td>
            </tr>
          ))}
          <tr className="ros-receipt-total">
            <td>{t('bill.grandTotal')}</td>
            <td>{money(x.grandTotal)}</td>
          </tr>
          {bill.payments
            .filter((p) => p.status === 'completed')
            .map((p) => (
              <tr key={p.id}>
                <td>
                  {p.kind === 'refund'
                    ? t('payments.refundOfMethod', { method: t(`pay.method.${p.method}`) })
                    : t(`pay.method.${p.method}`)}
                </td>
                <td>{money(p.kind === 'refund' ? -p.amount : p.amount)}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <p className="ros-receipt-footer">{t('receipt.thanks')}</p>
    </div>,
    document.body,
  );
}
