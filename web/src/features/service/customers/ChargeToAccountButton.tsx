import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect } from '@blueprintjs/core';
import type { Bill } from '@ros/shared-events';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../app/toaster';
import { formatMoney } from '../../../components/money';
import { useListCustomersQuery } from './customers.api';
import { useCan } from '../../../app/session/useAbility';
import { useChargeToAccountMutation } from '../../back-office/accounts';
import { useAccountsT } from '../../back-office/accounts';

/** On an unpaid bill: charge it to a credit customer's account (due by their terms). */
export function ChargeToAccountButton({ rid, bill }: { rid: string; bill: Bill }) {
  const t = useAccountsT();
  const canCharge = useCan('edit', 'payments');
  const [isOpen, setOpen] = useState(false);
  if (
    !canCharge ||
    !['draft', 'sent', 'downloaded', 'partial_payment', 'past_due'].includes(bill.status) ||
    bill.dueDate
  )
    return null;
  return (
    <>
      <Button icon="credit-card" text={t('account.charge')} onClick={() => setOpen(true)} />
      {isOpen && <ChargeDialog rid={rid} bill={bill} onClose={() => setOpen(false)} />}
    </>
  );
}

function ChargeDialog({ rid, bill, onClose }: { rid: string; bill: Bill; onClose: () => void }) {
  const t = useAccountsT();
  const customers = (useListCustomersQuery({ rid, query: { perPage: 500 } }).data?.data ?? []).filter(
    (c) => c.hasCreditAccount,
  );
  const [customerId, setCustomerId] = useState(
    bill.customer?.id && customers.some((c) => c.id === bill.customer?.id) ? bill.customer.id : '',
  );
  const [charge, { isLoading }] = useChargeToAccountMutation();
  const submit = async () => {
    try {
      const charged = await charge({ rid, billId: bill.id, customerId }).unwrap();
      void toastSuccess(t('account.chargedBill', { no: charged.billNo, due: charged.dueDate ?? '' }));
      onClose();
    } catch (error) {
      void toastError(error);
    }
  };
  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={t('account.chargeTitle', { no: bill.billNo, amount: formatMoney(bill.balanceDue) })}
      icon="credit-card"
    >
      <DialogBody>
        <FormGroup
          label={t('account.customer')}
          labelFor="charge-customer"
          helperText={customers.length ? undefined : t('account.noCreditCustomers')}
        >
          <HTMLSelect
            id="charge-customer"
            fill
            value={customerId}
            onChange={(e) => setCustomerId(e.currentTarget.value)}
          >
            <option value="">{t('account.chooseCustomer')}</option>
            {customers.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={t('account.chargeButton')}
              disabled={!customerId}
              loading={isLoading}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </Dialog>
  );
}
