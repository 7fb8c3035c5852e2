import {
  Button,
  Card,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  H4,
  HTMLSelect,
  HTMLTable,
  InputGroup,
} from '@blueprintjs/core';
import type { OtherIncome } from '@ros/shared-events';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { formatMoney } from '../../../components/money';
import { TextField } from '../../../components/TextField';
import { useAppSelector } from '../../../app/store/hooks';
import { MoneyInput } from '../../../components/MoneyInput';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { useListOtherIncomeQuery, useRecordOtherIncomeMutation, type PayMethod } from './accounts.api';
import { METHODS } from './ExpenseDialog';
import { todayIso, useAccountsT } from './i18n';

/** On the Income page: income beside bill revenue (catering, events) in the chosen days, and recording it. */
export function OtherIncomeCard({ from, to }: { from: string; to: string }) {
  const t = useAccountsT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const canEdit = useCan('edit', 'income');
  const { data } = useListOtherIncomeQuery({ rid, from, to }, { skip: !rid || !from || !to });
  const [isRecording, setRecording] = useState(false);
  const rows = data?.data ?? [];
  return (
    <Card style={{ marginTop: 16 }}>
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <H4 style={{ flex: 1 }}>
          {t('otherIncome.title', { total: formatMoney(rows.reduce((s, r) => s + r.amount, 0)) })}
        </H4>
        {canEdit && <Button icon="add" text={t('otherIncome.record')} onClick={() => setRecording(true)} />}
      </div>
      {rows.length === 0 ? (
        <p>{t('otherIncome.empty')}</p>
      ) : (
        <HTMLTable compact striped style={{ width: '100%' }} aria-label={t('otherIncome.table')}>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td>{r.receivedOn}</td>
                <td>{t(`otherIncome.kinds.${r.kind}`)}</td>
                <td>{r.description}</td>
                <td>{t(`methods.${r.method}`)}</td>
                <td>{formatMoney(r.amount)}</td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {isRecording && <RecordDialog rid={rid} onClose={() => setRecording(false)} />}
    </Card>
  );
}

function RecordDialog({ rid, onClose }: { rid: string; onClose: () => void }) {
  const t = useAccountsT();
  const [record, { isLoading }] = useRecordOtherIncomeMutation();
  const [form, setForm] = useState<{
    receivedOn: string;
    kind: OtherIncome['kind'];
    description: string;
    amount: number;
    method: PayMethod;
  }>({ receivedOn: todayIso(), kind: 'catering', description: '', amount: 0, method: 'bank_transfer' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    try {
      await record({ rid, body: form }).unwrap();
      void toastSuccess(t('otherIncome.saved'));
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      void toastError(error);
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('otherIncome.record')} icon="trending-up">
      <DialogBody>
        <div style={{ display: 'flex', gap: 12 }}>
          <FormGroup label={t('expenses.date')} labelFor="income-date" style={{ flex: 1 }}>
            <InputGroup
              id="income-date"
              type="date"
              value={form.receivedOn}
              onValueChange={(v) => setForm({ ...form, receivedOn: v })}
            />
          </FormGroup>
          <FormGroup label={t('otherIncome.kind')} labelFor="income-kind" style={{ flex: 1 }}>
            <HTMLSelect
              id="income-kind"
              fill
              value={form.kind}
              onChange={(e) => setForm({ ...form, kind: e.currentTarget.value as OtherIncome['kind'] })}
            >
              {(['catering', 'events', 'other'] as const).map((k) => (
                <option key={k} value={k}>
                  {t(`otherIncome.kinds.${k}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </div>
        <TextField
          id="income-description"
          label={t('otherIncome.description')}
          value={form.description}
          error={errors.description}
          onValueChange={(v) => setForm({ ...form, description: v })}
        />
        <div style={{ display: 'flex', gap: 12 }}>
          <FormGroup
            label={t('expenses.amount')}
            helperText={errors.amount}
            intent={errors.amount ? 'danger' : 'none'}
            style={{ flex: 1 }}
          >
            <MoneyInput
              ariaLabel={t('expenses.amount')}
              value={form.amount}
              onChange={(amount) => setForm({ ...form, amount })}
            />
          </FormGroup>
          <FormGroup label={t('expenses.method')} labelFor="income-method" style={{ flex: 1 }}>
            <HTMLSelect
              id="income-method"
              fill
              value={form.method}
              onChange={(e) => setForm({ ...form, method: e.currentTarget.value as PayMethod })}
            >
              {METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`methods.${m}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('common.save')} loading={isLoading} onClick={() => void submit()} />
          </>
        }
      />
    </Dialog>
  );
}
