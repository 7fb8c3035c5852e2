import { Button, Classes, HTMLTable, Tag } from '@blueprintjs/core';
import { useAppDispatch } from '../../../../app/store/hooks';
import { useCan } from '../../../../app/session/useAbility';
import { usePosT } from '../../../../app/i18n/pos';
import { money } from '../money';
import type { Bill, Payment } from '../pos.types';
import { checkoutActions } from './checkoutSlice';
import { refundableOf } from './reversal.api';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * The bill's payments: method, amount, who took it and when, and what became of it (voided,
 * refunded in part or whole), and who approved a refund or void when it was not the one who did it.
 * Refund… and Void… appear for everyone who takes payments (without `payments.refund`, a manager approves).
 */
export function PaymentsList({ bill, disabled }: { bill: Bill; disabled: boolean }) {
  const t = usePosT();
  const dispatch = useAppDispatch();
  const canRefund = useCan('edit', 'payments.refund');
  const canTakePayments = useCan('edit', 'payments');
  const canReverse = canRefund || canTakePayments;
  /** "approved by X" when someone other than `by` approved. */
  const approval = (by: Payment['createdBy'], approvedBy: Payment['approvedBy']) =>
    approvedBy && approvedBy.userId !== by.userId ? t('payments.approvedBy', { name: approvedBy.name }) : null;
  if (bill.payments.length === 0) return null;
  const payments = bill.payments.filter((p) => p.kind === 'payment');
  const refundsOf = (p: Payment) => bill.payments.filter((r) => r.kind === 'refund' && r.refundOfId === p.id);

  return (
    <section aria-label={t('payments.title')} style={{ marginTop: 12 }} data-testid="bill-payments">
      <h4 className={Classes.HEADING}>{t('payments.title')}</h4>
      <HTMLTable compact style={{ width: '100%' }}>
        <thead>
          <tr>
            <th>{t('payments.method')}</th>
            <th style={{ textAlign: 'right' }}>{t('payments.amount')}</th>
            <th>{t('payments.by')}</th>
            <th>{t('payments.status')}</th>
            {canReverse && <th aria-label={t('payments.actions')} />}
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => {
            const refunds = refundsOf(p);
            const refunded = refunds.filter((r) => r.status === 'completed').reduce((s, r) => s + r.amount, 0);
            const left = refundableOf(bill, p);
            const label = `${t(`pay.method.${p.method}`)} ${money(p.amount)}`;
            return (
              <tr key={p.id} data-testid={`payment-${p.id}`} aria-label={label}>
                <td>
                  {t(`pay.method.${p.method}`)}
                  {p.reference && <div className={Classes.TEXT_MUTED}>{p.reference}</div>}
                </td>
                <td style={{ textAlign: 'right', textDecoration: p.status === 'voided' ? 'line-through' : undefined }}>
                  {money(p.amount)}
                </td>
                <td>
                  {p.createdBy.name}
                  <div className={Classes.TEXT_MUTED}>{time(p.createdAt)}</div>
                </td>
                <td>
                  {p.status === 'voided' ? (
                    <Tag intent="danger" minimal title={p.reason ?? undefined}>
                      {t('payments.voided')}
                    </Tag>
                  ) : refunded > 0 ? (
                    <Tag intent="warning" minimal>
                      {t('payments.refunded', { amount: money(refunded) })}
                    </Tag>
                  ) : (
                    <Tag intent="success" minimal>
                      {t('payments.completed')}
                    </Tag>
                  )}
                  {p.status === 'voided' && p.reason && <div className={Classes.TEXT_MUTED}>{p.reason}</div>}
                  {p.status === 'voided' && approval(p.createdBy, p.approvedBy) && (
                    <div className={Classes.TEXT_MUTED} data-testid="void-approval">
                      {approval(p.createdBy, p.approvedBy)}
                    </div>
                  )}
                  {refunds.map((r) => (
                    <div key={r.id} className={Classes.TEXT_MUTED} data-testid="refund-line">
                      {t('payments.refundLine', {
                        amount: money(r.amount),
                        reason: r.reason ?? '',
                        name: r.createdBy.name,
                        time: time(r.createdAt),
                      })}
                      {approval(r.createdBy, r.approvedBy) && ` · ${approval(r.createdBy, r.approvedBy)}`}
                    </div>
                  ))}
                </td>
                {canReverse && (
                  <td style={{ whiteSpace: 'nowrap', textAlign: 'right' }}>
                    {left > 0 && (
                      <Button
                        small
                        text={t('payments.refund')}
                        aria-label={t('payments.refundOf', { payment: label })}
                        disabled={disabled}
                        onClick={() => dispatch(checkoutActions.reversalOpened({ paymentId: p.id, kind: 'refund' }))}
                      />
                    )}
                    {p.status === 'completed' && refunded === 0 && (
                      <Button
                        small
                        intent="danger"
                        variant="minimal"
                        text={t('payments.void')}
                        aria-label={t('payments.voidOf', { payment: label })}
                        disabled={disabled}
                        onClick={() => dispatch(checkoutActions.reversalOpened({ paymentId: p.id, kind: 'void' }))}
                      />
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
    </section>
  );
}
