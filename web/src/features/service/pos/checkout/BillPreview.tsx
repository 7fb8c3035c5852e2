import { Callout, Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { usePosT } from '../../../../app/i18n/pos';
import { money } from '../money';
import type { Bill } from '../pos.types';

/**
 * The bill as the guest sees it: Particular, Rate, QTY, Sub Total, then the totals down to GRAND TOTAL.
 * Lines of items never sent to the kitchen (`unsentItemIds`) are marked, so nobody bills a dish unknowingly.
 */
export function BillPreview({ bill, unsentItemIds }: { bill: Bill; unsentItemIds?: ReadonlySet<string> }) {
  const t = usePosT();
  const unsent = bill.lines.filter((l) => unsentItemIds?.has(l.orderItemId));
  const x = bill.totals;
  const rows: [string, number, string?][] = [
    [t('bill.subTotal'), x.subtotal],
    [
      bill.discount.percent ? t('bill.discountPercent', { percent: bill.discount.percent }) : t('bill.discount'),
      -x.discount,
    ],
    [t('bill.serviceCharge', { percent: bill.serviceChargePercent }), x.serviceCharge],
    [
      bill.taxInclusive
        ? t('bill.taxIncluded', { percent: bill.taxPercent })
        : t('bill.tax', { percent: bill.taxPercent }),
      x.tax,
    ],
    [t('bill.tip'), x.tip],
    [t('bill.rounding'), x.rounding],
  ];
  return (
    <div data-testid="bill-preview">
      {unsent.length > 0 && (
        <Callout intent="warning" icon="warning-sign" style={{ marginBottom: 8 }} data-testid="unsent-items">
          {t('bill.unsent', { count: unsent.length, items: unsent.map((l) => l.particular).join(', ') })}
        </Callout>
      )}
      <div className={Classes.TEXT_MUTED} style={{ marginBottom: 4 }}>
        {t('bill.number', { billNo: bill.number })} · {bill.target} · {new Date(bill.createdAt).toLocaleString()}
      </div>
      <HTMLTable compact striped style={{ width: '100%' }}>
        <thead>
          <tr>
            <th>{t('bill.particular')}</th>
            <th style={{ textAlign: 'right' }}>{t('bill.rate')}</th>
            <th style={{ textAlign: 'right' }}>{t('bill.qty')}</th>
            <th style={{ textAlign: 'right' }}>{t('bill.subTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {bill.share ? (
            // A part of an even split pays a share of the whole bill, not its lines.
            <tr data-testid="bill-share">
              <td>
                {t('split.share', { index: bill.share.index, of: bill.share.of })}
                <div className={Classes.TEXT_MUTED}>
                  {bill.lines.map((l) => `${l.qty}× ${l.particular}`).join(', ')}
                </div>
              </td>
              <td style={{ textAlign: 'right' }}>{money(x.subtotal)}</td>
              <td style={{ textAlign: 'right' }}>1</td>
              <td style={{ textAlign: 'right' }}>{money(x.subtotal)}</td>
            </tr>
          ) : (
            bill.lines.map((l) => (
              <tr key={l.orderItemId}>
                <td>
                  {l.particular}{' '}
                  {unsentItemIds?.has(l.orderItemId) && (
                    <Tag minimal intent="warning">
                      {t('bill.notSent')}
                    </Tag>
                  )}
                </td>
                <td style={{ textAlign: 'right' }}>{money(l.rate)}</td>
                <td style={{ textAlign: 'right' }}>{l.qty}</td>
                <td style={{ textAlign: 'right' }}>{money(l.subTotal)}</td>
              </tr>
            ))
          )}
        </tbody>
        <tfoot>
          {rows
            .filter(([, v], i) => i === 0 || v !== 0)
            .map(([label, v]) => (
              <tr key={label}>
                <td colSpan={3} style={{ textAlign: 'right' }}>
                  {label}
                </td>
                <td style={{ textAlign: 'right' }}>{money(v)}</td>
              </tr>
            ))}
          <tr>
            <th colSpan={3} style={{ textAlign: 'right', fontSize: 16 }}>
              {t('bill.grandTotal')}
            </th>
            <th style={{ textAlign: 'right', fontSize: 16 }} data-testid="grand-total">
              {money(x.grandTotal)}
            </th>
          </tr>
          {bill.refunded > 0 && (
            <tr>
              <td colSpan={3} style={{ textAlign: 'right' }}>
                {t('bill.refunded')}
              </td>
              <td style={{ textAlign: 'right' }} data-testid="bill-refunded">
                {money(bill.refunded)}
              </td>
            </tr>
          )}
          {(bill.paid > 0 || bill.refunded > 0) && (
            <tr>
              <td colSpan={3} style={{ textAlign: 'right' }}>
                {t('bill.paid')} / {t('bill.balanceDue')}
              </td>
              <td style={{ textAlign: 'right' }}>
                {money(bill.paid)} / {money(bill.balanceDue)}
              </td>
            </tr>
          )}
        </tfoot>
      </HTMLTable>
    </div>
  );
}
