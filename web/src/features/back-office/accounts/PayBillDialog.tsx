import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { SupplierBill } from '@ros/shared-events';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { formatMoney } from '../../../components/money';
import { TextField } from '../../../components/TextField';
import { MoneyInput } from '../../../components/MoneyInput';
import { usePaySupplierMutation, type PayMethod } from './accounts.api';
import { METHODS } from './ExpenseDialog';
import { todayIso, useAccountsT } from './i18n';

/** Pays a supplier bill in full (the default) or in part. */
export function PayBillDialog({ rid, bill, onClose }: { rid: string; bill: SupplierBill; onClose: () => void }) {
  const t = useAccountsT();
  const [pay, { isLoading }] = usePaySupplierMutation();
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(bill.balance);
  const [method, setMethod] = useState<PayMethod>('bank_transfer');
  const [paidOn, setPaidOn] = useState(todayIso());
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    try {
      await pay({
        rid,
        key,
        body: { billId: bill.id, amount, method, paidOn, reference: reference || null, notes: null },
      }).unwrap();
      void toastSuccess(t('payables.paid', { amount: formatMoney(amount), name: bill.supplierName }));
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      void toastError(error);
    }
  };
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('payables.payTitle', { name: bill.supplierName, ref: bill.reference ?? '' })}
      icon="bank-account"
    >
      <DialogBody>
        <p>
          {t('payables.owed', {
            balance: formatMoney(bill.balance),
            amount: formatMoney(bill.amount),
            due: bill.dueOn,
          })}
        </p>
        <div style={{ display: 'flex', gap: 12 }}>
          <FormGroup
            label={t('payables.amount')}
            helperText={errors.amount}
            intent={errors.amount ? 'danger' : 'none'}
            style={{ flex: 1 }}
          >
            <MoneyInput ariaLabel={t('payables.amount')} value={amount} onChange={setAmount} />
          </FormGroup>
          <FormGroup label={t('expenses.method')} labelFor="pay-method" style={{ flex: 1 }}>
            <HTMLSelect
              id="pay-method"
              fill
              value={method}
              onChange={(e) => setMethod(e.currentTarget.value as PayMethod)}
            >
              {METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`methods.${m}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup
            label={t('payables.paidOn')}
            labelFor="pay-date"
            helperText={errors.paidOn}
            intent={errors.paidOn ? 'danger' : 'none'}
            style={{ flex: 1 }}
          >
            <InputGroup id="pay-date" type="date" value={paidOn} onValueChange={setPaidOn} />
          </FormGroup>
        </div>
        <TextField id="pay-reference" label={t('expenses.reference')} value={reference} onValueChange={setReference} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={t('payables.payButton', { amount: formatMoney(amount) })}
              loading={isLoading}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </Dialog>
  );
}
