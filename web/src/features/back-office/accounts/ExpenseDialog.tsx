import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  FormGroup,
  HTMLSelect,
  InputGroup,
  TextArea,
} from '@blueprintjs/core';
import type { Expense } from '@ros/shared-events';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { uploadImage } from '../../../api/upload';
import { toastError, toastSuccess } from '../../../app/toaster';
import { TextField } from '../../../components/TextField';
import { useListSuppliersQuery } from '../inventory';
import { MoneyInput } from '../../../components/MoneyInput';
import {
  receiptUploadUrl,
  useListExpenseCategoriesQuery,
  useSaveExpenseMutation,
  type ExpenseInput,
  type PayMethod,
} from './accounts.api';
import { todayIso, useAccountsT } from './i18n';
import { downloadReceipt } from './receipt';

export const METHODS: PayMethod[] = ['cash', 'card', 'bank_transfer', 'other'];

/** Records or edits an expense: day, category, payee (a supplier or free text), amount and tax, method, reference, receipt, notes. */
export function ExpenseDialog({
  rid,
  expense,
  onClose,
}: {
  rid: string;
  expense: Expense | null;
  onClose: () => void;
}) {
  const t = useAccountsT();
  const categories = useListExpenseCategoriesQuery(rid).data?.data ?? [];
  const suppliers = useListSuppliersQuery(rid ? { rid, query: { perPage: 500 } } : skipToken).data?.data ?? [];
  const [saveExpense, { isLoading }] = useSaveExpenseMutation();
  const [form, setForm] = useState<ExpenseInput>({
    spentOn: expense?.spentOn ?? todayIso(),
    categoryId: expense?.categoryId ?? '',
    supplierId: expense?.supplierId ?? null,
    payee: expense?.supplierId ? null : (expense?.payee ?? null),
    amount: expense?.amount ?? 0,
    tax: expense?.tax ?? 0,
    method: expense?.method ?? 'cash',
    reference: expense?.reference ?? null,
    receiptUrl: expense?.receiptUrl ?? null,
    notes: expense?.notes ?? null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isUploading, setUploading] = useState(false);
  const set = <K extends keyof ExpenseInput>(key: K, value: ExpenseInput[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      set('receiptUrl', await uploadImage(receiptUploadUrl(rid), file));
    } catch (error) {
      setErrors({ receiptUrl: (error as Error).message });
    } finally {
      setUploading(false);
    }
  };
  const save = async () => {
    if (!form.categoryId) return setErrors({ categoryId: t('expenses.categoryRequired') });
    try {
      const saved = await saveExpense({ rid, id: expense?.id, body: form }).unwrap();
      void toastSuccess(t('expenses.saved', { name: saved.categoryName }));
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
      title={expense ? t('expenses.editTitle') : t('expenses.newTitle')}
      icon="trending-down"
      style={{ width: 620 }}
    >
      <DialogBody>
        <div style={{ display: 'flex', gap: 12 }}>
          <FormGroup
            label={t('expenses.date')}
            labelFor="expense-date"
            helperText={errors.spentOn}
            intent={errors.spentOn ? 'danger' : 'none'}
            style={{ flex: 1 }}
          >
            <InputGroup id="expense-date" type="date" value={form.spentOn} onValueChange={(v) => set('spentOn', v)} />
          </FormGroup>
          <FormGroup
            label={t('expenses.category')}
            labelFor="expense-category"
            helperText={errors.categoryId}
            intent={errors.categoryId ? 'danger' : 'none'}
            style={{ flex: 1 }}
          >
            <HTMLSelect
              id="expense-category"
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
        </div>
        <div style={{ display: 'flex', gap: 12 }}>
          <FormGroup label={t('expenses.supplier')} labelFor="expense-supplier" style={{ flex: 1 }}>
            <HTMLSelect
              id="expense-supplier"
              fill
              value={form.supplierId ?? ''}
              onChange={(e) => set('supplierId', e.currentTarget.value || null)}
            >
              <option value="">{t('expenses.noSupplier')}</option>
              {suppliers.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          {!form.supplierId && (
            <div style={{ flex: 1 }}>
              <TextField
                id="expense-payee"
                label={t('expenses.payee')}
                value={form.payee ?? ''}
                error={errors.payee}
                onValueChange={(v) => set('payee', v || null)}
              />
            </div>
          )}
        </div>
        <div style={{ display: 'flex', gap: 12 }}>
          <FormGroup
            label={t('expenses.amount')}
            labelFor="expense-amount"
            helperText={errors.amount}
            intent={errors.amount ? 'danger' : 'none'}
            style={{ flex: 1 }}
          >
            <MoneyInput
              ariaLabel={t('expenses.amount')}
              value={form.amount}
              onChange={(v) => set('amount', v)}
              testId="expense-amount"
            />
          </FormGroup>
          <FormGroup
            label={t('expenses.tax')}
            helperText={errors.tax}
            intent={errors.tax ? 'danger' : 'none'}
            style={{ flex: 1 }}
          >
            <MoneyInput ariaLabel={t('expenses.tax')} value={form.tax} onChange={(v) => set('tax', v)} />
          </FormGroup>
          <FormGroup label={t('expenses.method')} labelFor="expense-method" style={{ flex: 1 }}>
            <HTMLSelect
              id="expense-method"
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
        <TextField
          id="expense-reference"
          label={t('expenses.reference')}
          value={form.reference ?? ''}
          error={errors.reference}
          onValueChange={(v) => set('reference', v || null)}
        />
        <FormGroup
          label={t('expenses.receipt')}
          labelFor="expense-receipt"
          helperText={errors.receiptUrl ?? errors.file}
          intent={errors.receiptUrl || errors.file ? 'danger' : 'none'}
        >
          <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <FileInput
              text={form.receiptUrl ? t('expenses.receiptAttached') : t('expenses.chooseReceipt')}
              disabled={isUploading}
              inputProps={{
                id: 'expense-receipt',
                accept: 'image/*,application/pdf',
                'aria-label': t('expenses.receipt'),
              }}
              onInputChange={(e) => void upload(e.currentTarget.files?.[0])}
            />
            {form.receiptUrl && (
              <Button
                variant="minimal"
                icon="document-open"
                text={t('expenses.viewReceipt')}
                onClick={() => void downloadReceipt(form.receiptUrl!)}
              />
            )}
            {form.receiptUrl && (
              <Button
                variant="minimal"
                icon="cross"
                aria-label={t('expenses.removeReceipt')}
                onClick={() => set('receiptUrl', null)}
              />
            )}
          </div>
        </FormGroup>
        <FormGroup label={t('expenses.notes')} labelFor="expense-notes">
          <TextArea
            id="expense-notes"
            fill
            value={form.notes ?? ''}
            onChange={(e) => set('notes', e.currentTarget.value || null)}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={t('common.save')}
              loading={isLoading || isUploading}
              onClick={() => void save()}
            />
          </>
        }
      />
    </Dialog>
  );
}
