import { AnchorButton, Button, Callout, FormGroup, InputGroup, SegmentedControl } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../../app/store/hooks';
import { terminalDrawerName } from '../../../../app/terminal/terminalDrawer';
import { usePosT } from '../../../../app/i18n/pos';
import { money, newKey, parseMoney } from '../money';
import type { Bill, PaymentMethod } from '../pos.types';
import { paymentRequested, selectCheckout } from './checkoutSlice';

/** Where the cash drawer is opened (the route of the cash drawer page). */
const CASH_DRAWER_ROUTE = '/apps/cashDrawer';

const METHODS: PaymentMethod[] = ['cash', 'card', 'wallet', 'other'];

/** Take a payment (full or partial) on one bill; cash shows the change due. */
export function PaymentPanel({ bill, busy, changeDue }: { bill: Bill; busy: boolean; changeDue: number | null }) {
  const t = usePosT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const cashRefused = useAppSelector(selectCheckout).cashRefused;
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [amountText, setAmountText] = useState('');
  const [tenderedText, setTenderedText] = useState('');
  const [reference, setReference] = useState('');
  // The same press retried (same bill, method and amount) keeps its Idempotency-Key.
  const keyRef = useRef<{ sig: string; key: string } | null>(null);
  const amount = amountText ? parseMoney(amountText) : bill.balanceDue;
  const tendered = tenderedText ? parseMoney(tenderedText) : amount;
  const isValid =
    Number.isFinite(amount) &&
    amount > 0 &&
    amount <= bill.balanceDue &&
    (method !== 'cash' || (Number.isFinite(tendered) && tendered >= amount));

  const handlePay = () => {
    const sig = `${bill.id}:${bill.paid}:${method}:${amount}:${tendered}`;
    if (keyRef.current?.sig !== sig) keyRef.current = { sig, key: newKey() };
    dispatch(
      paymentRequested({
        billId: bill.id,
        key: keyRef.current.key,
        body: {
          method,
          amount,
          ...(method === 'cash' ? { tendered, drawer: terminalDrawerName() } : {}),
          ...(reference.trim() ? { reference: reference.trim() } : {}),
        },
      }),
    );
    setAmountText('');
    setTenderedText('');
    setReference('');
  };

  if (bill.status === 'paid') {
    return (
      <Callout
        intent="success"
        icon="tick-circle"
        title={t('pay.paid', { billNo: bill.number })}
        data-testid="bill-paid"
      >
        {changeDue !== null && changeDue > 0 && (
          <strong data-testid="change-due">{t('pay.changeDue', { amount: money(changeDue) })}</strong>
        )}
      </Callout>
    );
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <SegmentedControl
        large
        fill
        value={method}
        onValueChange={(v) => setMethod(v as PaymentMethod)}
        options={METHODS.map((m) => ({ value: m, label: t(`pay.method.${m}`) }))}
      />
      <FormGroup label={t('pay.amount', { due: money(bill.balanceDue) })} labelFor="pay-amount">
        <InputGroup
          id="pay-amount"
          large
          value={amountText}
          placeholder={money(bill.balanceDue)}
          onValueChange={setAmountText}
        />
      </FormGroup>
      {method === 'cash' ? (
        <FormGroup
          label={t('pay.tendered')}
          labelFor="pay-tendered"
          helperText={
            Number.isFinite(tendered) && tendered > amount
              ? t('pay.changeDue', { amount: money(tendered - amount) })
              : undefined
          }
        >
          <InputGroup
            id="pay-tendered"
            large
            value={tenderedText}
            placeholder={money(amount)}
            onValueChange={setTenderedText}
          />
        </FormGroup>
      ) : (
        <FormGroup label={t('pay.reference')} labelFor="pay-reference">
          <InputGroup id="pay-reference" large value={reference} onValueChange={setReference} />
        </FormGroup>
      )}
      {cashRefused && method === 'cash' && (
        <Callout intent="warning" icon="lock" role="alert" data-testid="cash-refused">
          <p>{cashRefused}</p>
          <AnchorButton
            icon="unlock"
            text={t('pay.openDrawer')}
            href={CASH_DRAWER_ROUTE}
            onClick={(e) => {
              e.preventDefault();
              navigate(CASH_DRAWER_ROUTE);
            }}
          />
        </Callout>
      )}
      {changeDue !== null && changeDue > 0 && (
        <Callout intent="primary">{t('pay.changeDue', { amount: money(changeDue) })}</Callout>
      )}
      <Button
        large
        intent="success"
        icon="dollar"
        text={t('pay.submit', { amount: money(Number.isFinite(amount) ? amount : 0) })}
        disabled={!isValid || busy}
        onClick={handlePay}
        data-testid="take-payment"
      />
    </div>
  );
}
