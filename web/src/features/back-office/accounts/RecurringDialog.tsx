import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Switch } from '@blueprintjs/core';
import type { RecurringExpense } from '@ros/shared-events';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { TextField } from '../../../components/TextField';
import { MoneyInput } from '../../../components/MoneyInput';
import {
  useListExpenseCategoriesQuery,
  useSaveRecurringMutation,
  type PayMethod,
  type RecurringInput,
} from './accounts.api';
import { METHODS } from './ExpenseDialog';
import { todayIso, useAccountsT } from './i18n';

/** Schedules an expense every week or month from a first day (the workers create each period's expense once). */
export function RecurringDialog({
  rid,
  recurring,
  onClose,
}: {
  rid: string;
  recurring: RecurringExpense | null;
  onClose: () => void;
}) {
  const t = useAccountsT();
  const categories = useListExpenseCategoriesQuery(rid).data?.data ?? [];
  const [save, { isLoading }] = useSaveRecurringMutation();
  const [form, setForm] = useState<RecurringInput>({
    categoryId: recurring?.categoryId ?? '',
    supplierId: recurring?.supplierId ?? null,
    payee: recurring?.payee ?? null,
    amount: recurring?.amount ?? 0,
    tax: recurring?.tax ?? 0,
    method: recurring?.method ?? 'bank_transfer',
    frequency: recurring?.frequency ?? 'monthly',
    startsOn: recurring?.nextOn ?? todayIso(),
    endsOn: recurring?.endsOn ?? null,
    isActive: recurring?.isActive ?? true,
    notes: recurring?.notes ?? null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof RecurringInput>(key: K, value: RecurringInput[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const submit = async () => {
    if (!form.categoryId) return setErrors({ categoryId: t('expenses.categoryRequired') });
    try {
      await save({ rid, id: recurring?.id, body: form }).unwrap();
      void toastSuccess(t('recurring.saved'));
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
      title={recurring ? t('recurring.editTitle') : t('recurring.newTitle')}
      icon="repeat"
    >
      <DialogBody>
        <div style={{ display: 'flex', gap: 12 }}>
          <FormGroup
            label={t('expenses.category')}
            labelFor="recurring-category"
            helperText={errors.categoryId}
            intent={errors.categoryId ? 'danger' : 'none'}
            style={{ flex: 1 }}
          >
            <HTMLSelect
              id="recurring-category"
              fill
              value={form.categoryId}
              onChange={(e) => set('categoryId', e.currentTarget.value)}
            >
              <option value="">{t('expenses.chooseCategory')}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <div style={{ flex: 1 }}>
            <TextField
              id="recurring-payee"
              label={t('expenses.payee')}
              value={form.payee ?? ''}
              onValueChange={(v) => set('payee', v || null)}
            />
          </div>
        </div>
        <div style={{ display: 'flex', gap: 12 }}>
          <FormGroup
            label={t('expenses.amount')}
            helperText={errors.amount}
            intent={errors.amount ? 'danger' : 'none'}
            style={{ flex: 1 }}
          >
            <MoneyInput ariaLabel={t('expenses.amount')} value={form.amount} onChange={(v) => set('amount', v)} />
          </FormGroup>
          <FormGroup label={t('expenses.method')} labelFor="recurring-method" style={{ flex: 1 }}>
            <HTMLSelect
              id="recurring-method"
              fill
              value={form.method}
              onChange={(e) => set('method', e.currentTarget.value as PayMethod)}
            >
              {METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`methods.${m}`)}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </div>
        <div style={{ display: 'flex', gap: 12 }}>
          <FormGroup label={t('recurring.frequency')} labelFor="recurring-frequency" style={{ flex: 1 }}>
            <HTMLSelect
              id="recurring-frequency"
              fill
              value={form.frequency}
              onChange={(e) => set('frequency', e.currentTarget.value as 'weekly' | 'monthly')}
            >
              <option value="monthly">{t('recurring.monthly')}</option>
              <option value="weekly">{t('recurring.weekly')}</option>
            </HTMLSelect>
          </FormGroup>
          <FormGroup
            label={t('recurring.startsOn')}
            labelFor="recurring-start"
            helperText={errors.startsOn}
            intent={errors.startsOn ? 'danger' : 'none'}
            style={{ flex: 1 }}
          >
            <InputGroup
              id="recurring-start"
              type="date"
              value={form.startsOn}
              onValueChange={(v) => set('startsOn', v)}
            />
          </FormGroup>
          <FormGroup label={t('recurring.endsOn')} labelFor="recurring-end" style={{ flex: 1 }}>
            <InputGroup
              id="recurring-end"
              type="date"
              value={form.endsOn ?? ''}
              onValueChange={(v) => set('endsOn', v || null)}
            />
          </FormGroup>
        </div>
        <Switch
          label={t('recurring.active')}
          checked={form.isActive}
          onChange={() => set('isActive', !form.isActive)}
        />
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
