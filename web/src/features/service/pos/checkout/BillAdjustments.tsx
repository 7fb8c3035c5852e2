import { Button, ControlGroup, FormGroup, InputGroup, NumericInput } from '@blueprintjs/core';
import { useState } from 'react';
import { useAppDispatch } from '../../../../app/store/hooks';
import { usePosT } from '../../../../app/i18n/pos';
import { money, parseMoney } from '../money';
import type { Bill } from '../pos.types';
import { billAdjustRequested } from './checkoutSlice';

/** Discount (percent or amount), service charge percent and tip, applied to the bill on the server. */
export function BillAdjustments({ bill, disabled }: { bill: Bill; disabled: boolean }) {
  const t = usePosT();
  const dispatch = useAppDispatch();
  const [percent, setPercent] = useState(bill.discount.percent);
  const [amount, setAmount] = useState(bill.discount.amount ? money(bill.discount.amount) : '');
  const [service, setService] = useState(bill.serviceChargePercent);
  const [tip, setTip] = useState(bill.totals.tip ? money(bill.totals.tip) : '');
  const handleApply = () => {
    const amountMinor = amount ? parseMoney(amount) : 0;
    const tipMinor = tip ? parseMoney(tip) : 0;
    dispatch(
      billAdjustRequested({
        billId: bill.id,
        changes: {
          discount:
            percent > 0
              ? { percent, amount: 0 }
              : { percent: 0, amount: Number.isFinite(amountMinor) ? amountMinor : 0 },
          serviceChargePercent: service,
          tip: Number.isFinite(tipMinor) ? tipMinor : 0,
        },
      }),
    );
  };
  return (
    <ControlGroup fill style={{ alignItems: 'flex-end', gap: 8, flexWrap: 'wrap' }}>
      <FormGroup label={t('bill.discountPercentLabel')} labelFor="bill-discount-percent">
        <NumericInput
          id="bill-discount-percent"
          min={0}
          max={100}
          value={percent}
          onValueChange={(n) => setPercent(Number.isFinite(n) ? n : 0)}
          style={{ width: 70 }}
        />
      </FormGroup>
      <FormGroup label={t('bill.discountAmountLabel')} labelFor="bill-discount-amount">
        <InputGroup
          id="bill-discount-amount"
          value={amount}
          onValueChange={setAmount}
          disabled={percent > 0}
          style={{ width: 90 }}
        />
      </FormGroup>
      <FormGroup label={t('bill.serviceChargeLabel')} labelFor="bill-service">
        <NumericInput
          id="bill-service"
          min={0}
          max={100}
          value={service}
          onValueChange={(n) => setService(Number.isFinite(n) ? n : 0)}
          style={{ width: 70 }}
        />
      </FormGroup>
      <FormGroup label={t('bill.tipLabel')} labelFor="bill-tip">
        <InputGroup id="bill-tip" value={tip} onValueChange={setTip} style={{ width: 90 }} />
      </FormGroup>
      <FormGroup>
        <Button large icon="refresh" text={t('bill.apply')} disabled={disabled} onClick={handleApply} />
      </FormGroup>
    </ControlGroup>
  );
}
