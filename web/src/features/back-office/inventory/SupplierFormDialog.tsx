import { Button, Dialog, DialogBody, DialogFooter, FormGroup, NumericInput, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { TextField } from '../../../components/TextField';
import { useInventoryT } from './i18n';
import { useSaveSupplierMutation } from './inventory.api';
import type { Supplier, SupplierInput } from './inventory.types';

/** Create or edit a supplier: contact, phone, email, address, tax id, payment terms, notes. */
export function SupplierFormDialog({
  rid,
  supplier,
  onClose,
}: {
  rid: string;
  supplier: Supplier | null;
  onClose: () => void;
}) {
  const t = useInventoryT();
  const [saveSupplier, { isLoading }] = useSaveSupplierMutation();
  const [form, setForm] = useState<SupplierInput>({
    name: supplier?.name ?? '',
    contactName: supplier?.contactName ?? null,
    phone: supplier?.phone ?? null,
    email: supplier?.email ?? null,
    address: supplier?.address ?? null,
    taxId: supplier?.taxId ?? null,
    paymentTermsDays: supplier?.paymentTermsDays ?? 30,
    notes: supplier?.notes ?? null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const text = (key: 'name' | 'contactName' | 'phone' | 'email' | 'address' | 'taxId', type = 'text') => (
    <TextField
      id={`supplier-${key}`}
      label={t(`suppliers.${key}`)}
      type={type}
      value={form[key] ?? ''}
      error={errors[key]}
      onValueChange={(v) => setForm({ ...form, [key]: v || null })}
    />
  );
  const save = async () => {
    try {
      const saved = await saveSupplier({ rid, id: supplier?.id, body: form }).unwrap();
      void toastSuccess(t('common.saved', { name: saved.name }));
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      void toastError(error);
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={supplier ? t('suppliers.editTitle') : t('suppliers.newTitle')} icon="truck">
      <DialogBody>
        {text('name')}
        <div style={{ display: 'flex', gap: 12 }}>
          <div style={{ flex: 1 }}>{text('contactName')}</div>
          <div style={{ flex: 1 }}>{text('phone', 'tel')}</div>
        </div>
        {text('email', 'email')}
        {text('address')}
        <div style={{ display: 'flex', gap: 12 }}>
          <div style={{ flex: 1 }}>{text('taxId')}</div>
          <FormGroup
            label={t('suppliers.paymentTerms')}
            labelFor="supplier-terms"
            helperText={errors.paymentTermsDays}
            intent={errors.paymentTermsDays ? 'danger' : 'none'}
            style={{ flex: 1 }}
          >
            <NumericInput
              id="supplier-terms"
              fill
              min={0}
              max={365}
              value={form.paymentTermsDays}
              onValueChange={(n) => setForm({ ...form, paymentTermsDays: Number.isFinite(n) ? n : 0 })}
            />
          </FormGroup>
        </div>
        <FormGroup label={t('suppliers.notes')} labelFor="supplier-notes">
          <TextArea
            id="supplier-notes"
            fill
            value={form.notes ?? ''}
            onChange={(e) => setForm({ ...form, notes: e.currentTarget.value || null })}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('common.save')} loading={isLoading} onClick={() => void save()} />
          </>
        }
      />
    </Dialog>
  );
}
