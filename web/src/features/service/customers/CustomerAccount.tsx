import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  H5,
  HTMLSelect,
  HTMLTable,
  InputGroup,
  NumericInput,
  Switch,
} from '@blueprintjs/core';
import type { Customer } from '@ros/shared-events';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { formatMoney, parseMoney } from '../../../components/money';
import { TextField } from '../../../components/TextField';
import { useUpdateCustomerMutation } from './customers.api';
import { MoneyInput } from '../../../components/MoneyInput';
import { useCan } from '../../../app/session/useAbility';
import { useCustomerLedgerQuery, useReceiveCustomerPaymentMutation } from '../../back-office/accounts';
import { useAccountsT } from '../../back-office/accounts';
import { AgingTable } from '../../back-office/accounts';
import { EmailStatementButton } from './EmailStatementButton';

/** In the customer drawer: the credit account — limit and terms, balance, aging, ledger — emailing its statement, and receiving a payment on it. */
export function CustomerAccount({ rid, customer }: { rid: string; customer: Customer }) {
  const t = useAccountsT();
  const canEdit = useCan('edit', 'income');
  const canTakePayments = useCan('edit', 'payments');
  const { data } = useCustomerLedgerQuery({ rid, customerId: customer.id });
  const [update, { isLoading }] = useUpdateCustomerMutation();
  const [isOnCredit, setOnCredit] = useState(customer.hasCreditAccount);
  // Blank is no limit (null), not a limit of 0.
  const [limitText, setLimitText] = useState(customer.creditLimit === null ? '' : formatMoney(customer.creditLimit));
  const limit = limitText.trim() === '' ? null : parseMoney(limitText);
  const isLimitInvalid = limit !== null && (Number.isNaN(limit) || limit < 0);
  const [terms, setTerms] = useState(customer.paymentTermsDays);
  const [isReceiving, setReceiving] = useState(false);
  const saveTerms = () =>
    update({
      rid,
      id: customer.id,
      body: { hasCreditAccount: isOnCredit, creditLimit: isOnCredit ? limit : null, paymentTermsDays: terms },
    })
      .unwrap()
      .then(() => void toastSuccess(t('account.saved')))
      .catch(toastError);
  return (
    <section aria-label={t('account.title')} style={{ marginTop: 16 }}>
      <H5>{t('account.title')}</H5>
      {canEdit && (
        <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}>
          <Switch label={t('account.onCredit')} checked={isOnCredit} onChange={() => setOnCredit(!isOnCredit)} />
          {isOnCredit && (
            <>
              <FormGroup
                label={t('account.limit')}
                labelFor="account-limit"
                helperText={t('account.noLimitHint')}
                intent={isLimitInvalid ? 'danger' : 'none'}
                style={{ margin: 0 }}
              >
                <InputGroup
                  id="account-limit"
                  inputMode="decimal"
                  placeholder={t('account.noLimit')}
                  value={limitText}
                  intent={isLimitInvalid ? 'danger' : 'none'}
                  onValueChange={setLimitText}
                />
              </FormGroup>
              <FormGroup label={t('account.terms')} labelFor="account-terms" style={{ margin: 0 }}>
                <NumericInput
                  id="account-terms"
                  min={0}
                  max={365}
                  value={terms}
                  onValueChange={(n) => setTerms(Number.isFinite(n) ? n : 0)}
                  style={{ width: 70 }}
                />
              </FormGroup>
            </>
          )}
          <Button
            text={t('account.saveTerms')}
            loading={isLoading}
            disabled={isLimitInvalid}
            onClick={() => void saveTerms()}
          />
        </div>
      )}
      {data && (
        <>
          <p data-testid="account-balance">
            {t('account.balance', { balance: formatMoney(data.balance) })}
            {data.available !== null ? ` · ${t('account.available', { available: formatMoney(data.available) })}` : ''}
          </p>
          {data.balance > 0 && <AgingTable aging={data.aging} label={t('ledger.aging')} />}
          {data.entries.length > 0 && (
            <HTMLTable compact striped style={{ width: '100%' }} aria-label={t('account.ledger')}>
              <thead>
                <tr>
                  <th>{t('ledger.date')}</th>
                  <th>{t('ledger.what')}</th>
                  <th>{t('account.charged')}</th>
                  <th>{t('ledger.credit')}</th>
                  <th>{t('ledger.running')}</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((e) => (
                  <tr key={`${e.kind}-${e.id}`}>
                    <td>{e.date}</td>
                    <td>{`${t(`account.kinds.${e.kind}`)} · ${e.reference}`}</td>
                    <td>{e.debit ? formatMoney(e.debit) : ''}</td>
                    <td>{e.credit ? formatMoney(e.credit) : ''}</td>
                    <td>{formatMoney(e.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          )}
          {canEdit && customer.hasCreditAccount && <EmailStatementButton rid={rid} customer={customer} />}
          {canTakePayments && data.balance > 0 && (
            <Button
              intent="primary"
              icon="bank-account"
              text={t('account.receive')}
              onClick={() => setReceiving(true)}
              style={{ marginTop: 8 }}
            />
          )}
        </>
      )}
      {isReceiving && data && (
        <ReceiveDialog rid={rid} customer={customer} owed={data.balance} onClose={() => setReceiving(false)} />
      )}
    </section>
  );
}

function ReceiveDialog({
  rid,
  customer,
  owed,
  onClose,
}: {
  rid: string;
  customer: Customer;
  owed: number;
  onClose: () => void;
}) {
  const t = useAccountsT();
  const [receive, { isLoading }] = useReceiveCustomerPaymentMutation();
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(owed);
  const [method, setMethod] = useState<'cash' | 'card' | 'wallet' | 'other'>('card');
  const [reference, setReference] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    try {
      const paid = await receive({
        rid,
        key,
        body: { customerId: customer.id, amount, method, reference: reference || null },
      }).unwrap();
      void toastSuccess(
        t('account.received', {
          amount: formatMoney(paid.amount),
          bills: paid.allocations.map((a) => `#${a.billNo}`).join(', '),
        }),
      );
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      void toastError(error);
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('account.receiveTitle', { name: customer.name })} icon="bank-account">
      <DialogBody>
        <p>{t('account.owes', { owed: formatMoney(owed) })}</p>
        <div style={{ display: 'flex', gap: 12 }}>
          <FormGroup
            label={t('payables.amount')}
            helperText={errors.amount}
            intent={errors.amount ? 'danger' : 'none'}
            style={{ flex: 1 }}
          >
            <MoneyInput ariaLabel={t('account.amountReceived')} value={amount} onChange={setAmount} />
          </FormGroup>
          <FormGroup label={t('expenses.method')} labelFor="receive-method" style={{ flex: 1 }}>
            <HTMLSelect
              id="receive-method"
              fill
              value={method}
              onChange={(e) => setMethod(e.currentTarget.value as typeof method)}
            >
              {(['card', 'cash', 'wallet', 'other'] as const).map((m) => (
                <option key={m} value={m}>
                  {t(`methods.${m}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </div>
        <TextField
          id="receive-reference"
          label={t('expenses.reference')}
          value={reference}
          onValueChange={setReference}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={t('account.receiveButton', { amount: formatMoney(amount) })}
              loading={isLoading}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </Dialog>
  );
}
