import {
  Button,
  Callout,
  Classes,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  Intent,
  TextArea,
} from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/store/hooks';
import { ManagerOverrideFields, useManagerOverride } from '../../../../components/ManagerOverrideFields';
import { terminalDrawerName } from '../../../../app/terminal/terminalDrawer';
import { useCan } from '../../../../app/session/useAbility';
import { usePosT } from '../../../../app/i18n/pos';
import { money, newKey, parseMoney } from '../money';
import type { Bill } from '../pos.types';
import { checkoutActions, reversalRequested, selectCheckout } from './checkoutSlice';
import { refundableOf, type ReversalBody } from './reversal.api';
// The refund runs in the checkout saga: wherever this dialog opens (the POS, a bill drawer), the saga is there.
import './checkoutSaga';

/**
 * Refund (all or part, defaulting to what is left) or void one payment of the bill, with a required
 * reason; a role without `payments.refund` gets a manager's approval (email and password) in the dialog.
 */
export function ReversalDialog({ bill }: { bill: Bill }) {
  const reversal = useAppSelector(selectCheckout).reversal;
  const payment = reversal ? bill.payments.find((p) => p.id === reversal.paymentId) : undefined;
  if (!reversal || !payment) return null;
  return (
    <ReversalForm key={`${payment.id}:${reversal.kind}`} bill={bill} paymentId={payment.id} kind={reversal.kind} />
  );
}

function ReversalForm({ bill, paymentId, kind }: { bill: Bill; paymentId: string; kind: ReversalBody['kind'] }) {
  const t = usePosT();
  const dispatch = useAppDispatch();
  const reversal = useAppSelector(selectCheckout).reversal;
  const payment = bill.payments.find((p) => p.id === paymentId)!;
  const left = refundableOf(bill, payment);
  const [amountText, setAmountText] = useState(money(left));
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  // A role without payments.refund (a cashier) asks a manager, who signs with their email and password.
  const needsApproval = !useCan('edit', 'payments.refund');
  const manager = useManagerOverride();
  const hasApproval = !needsApproval || manager.filled;
  // The same press retried (same payment, amount and reason) keeps its Idempotency-Key.
  const keyRef = useRef<{ sig: string; key: string } | null>(null);
  const busy = reversal?.busy ?? false;
  const failure = reversal?.failure ?? null;

  const amount = parseMoney(amountText);
  const amountError =
    kind === 'refund' && (!Number.isFinite(amount) || amount <= 0 || amount > left)
      ? t('reversal.amountInvalid', { left: money(left) })
      : (failure?.fields.amount ?? null);
  const reasonError = touched && !reason.trim() ? t('reversal.reasonRequired') : (failure?.fields.reason ?? null);
  const canSubmit =
    !busy &&
    !!reason.trim() &&
    hasApproval &&
    (kind === 'void' || (Number.isFinite(amount) && amount > 0 && amount <= left));
  const title = t(kind === 'refund' ? 'reversal.refundTitle' : 'reversal.voidTitle', {
    method: t(`pay.method.${payment.method}`),
    amount: money(payment.amount),
    billNo: bill.number,
  });

  const handleSubmit = () => {
    setTouched(true);
    if (!canSubmit) return;
    const override = needsApproval ? { override: manager.override() } : {};
    const body: ReversalBody =
      kind === 'refund'
        ? {
            kind,
            amount,
            reason: reason.trim(),
            ...(payment.method === 'cash' ? { drawer: terminalDrawerName() } : {}),
            ...override,
          }
        : { kind, reason: reason.trim(), ...override };
    const sig = JSON.stringify([paymentId, body]);
    if (keyRef.current?.sig !== sig) keyRef.current = { sig, key: newKey() };
    dispatch(reversalRequested({ paymentId, body, key: keyRef.current.key }));
  };
  const handleClose = () => dispatch(checkoutActions.reversalClosed());

  return (
    <Dialog
      isOpen
      onClose={handleClose}
      title={title}
      icon={kind === 'refund' ? 'undo' : 'disable'}
      canOutsideClickClose={false}
    >
      <DialogBody>
        {kind === 'void' && (
          <Callout intent="warning" icon="warning-sign" style={{ marginBottom: 12 }}>
            {t('reversal.voidHint')}
          </Callout>
        )}
        {failure?.message && (
          <Callout intent="danger" icon="error" style={{ marginBottom: 12 }} role="alert">
            {failure.message}
          </Callout>
        )}
        {kind === 'refund' && (
          <FormGroup
            label={t('reversal.amount')}
            labelFor="reversal-amount"
            helperText={amountError ?? t('reversal.amountHelp', { left: money(left) })}
            intent={amountError ? Intent.DANGER : Intent.NONE}
          >
            <InputGroup
              id="reversal-amount"
              large
              value={amountText}
              onValueChange={setAmountText}
              intent={amountError ? Intent.DANGER : Intent.NONE}
              inputMode="decimal"
            />
          </FormGroup>
        )}
        <FormGroup
          label={t('reversal.reason')}
          labelFor="reversal-reason"
          labelInfo={t('reversal.required')}
          helperText={reasonError ?? undefined}
          intent={reasonError ? Intent.DANGER : Intent.NONE}
        >
          <TextArea
            id="reversal-reason"
            fill
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            onBlur={() => setTouched(true)}
            intent={reasonError ? Intent.DANGER : Intent.NONE}
          />
        </FormGroup>
        {needsApproval && (
          <fieldset style={{ border: 0, padding: 0, margin: 0 }} data-testid="manager-approval">
            <legend className={Classes.HEADING}>{t('reversal.approvalTitle')}</legend>
            <p className={Classes.TEXT_MUTED}>{t('reversal.approvalHelp')}</p>
            <ManagerOverrideFields
              value={manager}
              idPrefix="reversal-manager"
              autoComplete="off"
              labels={{ email: t('reversal.managerEmail'), password: t('reversal.managerPassword') }}
              errors={{ email: failure?.fields['override.email'], password: failure?.fields['override.password'] }}
            />
          </fieldset>
        )}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button large text={t('common.cancel')} onClick={handleClose} />
            <Button
              large
              intent="danger"
              icon={kind === 'refund' ? 'undo' : 'disable'}
              loading={busy}
              disabled={!canSubmit}
              text={
                kind === 'refund'
                  ? t('reversal.refundSubmit', { amount: money(Number.isFinite(amount) ? amount : 0) })
                  : t('reversal.voidSubmit', { amount: money(payment.amount) })
              }
              onClick={handleSubmit}
            />
          </>
        }
      />
    </Dialog>
  );
}
