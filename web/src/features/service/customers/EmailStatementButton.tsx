import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { Customer } from '@ros/shared-events';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { TextField } from '../../../components/TextField';
import { todayIso, useAccountsT, useEmailCustomerStatementMutation } from '../../back-office/accounts';

/** The first day of this month, the statement's default start (statements usually cover a month). */
const firstOfMonth = () => `${todayIso().slice(0, 8)}01`;

/**
 * "Email statement" on a credit customer's account: a period (this month by default) whose charges,
 * payments and balance are emailed to the customer. Disabled, with the reason, without an address.
 */
export function EmailStatementButton({ rid, customer }: { rid: string; customer: Customer }) {
  const t = useAccountsT();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        icon="envelope"
        text={t('account.emailStatement')}
        disabled={!customer.email}
        title={customer.email ? undefined : t('account.statementNoEmail')}
        onClick={() => setOpen(true)}
        style={{ marginTop: 8, marginLeft: 8 }}
      />
      {isOpen && customer.email && (
        <StatementDialog rid={rid} customer={customer} email={customer.email} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

function StatementDialog(props: { rid: string; customer: Customer; email: string; onClose: () => void }) {
  const t = useAccountsT();
  const [send, { isLoading }] = useEmailCustomerStatementMutation();
  const [from, setFrom] = useState(firstOfMonth);
  const [to, setTo] = useState(todayIso);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    try {
      const sent = await send({ rid: props.rid, customerId: props.customer.id, body: { from, to } }).unwrap();
      void toastSuccess(t('account.statementSent', { to: sent.to }));
      props.onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      void toastError(error);
    }
  };
  return (
    <Dialog
      isOpen
      onClose={props.onClose}
      title={t('account.statementTitle', { name: props.customer.name })}
      icon="envelope"
    >
      <DialogBody>
        <p>{t('account.statementHint', { email: props.email })}</p>
        <div style={{ display: 'flex', gap: 12 }}>
          <TextField
            id="statement-from"
            type="date"
            label={t('account.statementFrom')}
            value={from}
            error={errors.from}
            onValueChange={setFrom}
          />
          <TextField
            id="statement-to"
            type="date"
            label={t('account.statementTo')}
            value={to}
            error={errors.to}
            onValueChange={setTo}
          />
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={props.onClose} />
            <Button
              intent="primary"
              text={t('account.statementSend')}
              loading={isLoading}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </Dialog>
  );
}
