import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, TagInput, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../app/toaster';
import { useCatalogueT } from '../../../app/i18n/catalogue';
import { fieldErrors } from '../../../api/errors';
import type { Customer, CustomerAddress, CustomerInput } from './customer.types';
import { useCreateCustomerMutation, useUpdateCustomerMutation } from './customers.api';

interface Props {
  restaurantId: string;
  customer: Customer | null;
  onClose: () => void;
  onSaved: (customer: Customer) => void;
}

/** Create or edit a customer: name, phone, email, company and country (an invoice's bill-to), addresses, notes, tags. */
export function CustomerFormDialog({ restaurantId, customer, onClose, onSaved }: Props) {
  const t = useCatalogueT();
  const [createCustomer] = useCreateCustomerMutation();
  const [updateCustomer] = useUpdateCustomerMutation();
  const [form, setForm] = useState<CustomerInput>({
    name: customer?.name ?? '',
    phone: customer?.phone ?? '',
    email: customer?.email ?? '',
    company: customer?.company ?? '',
    country: customer?.country ?? '',
    addresses: customer?.addresses ?? [],
    notes: customer?.notes ?? '',
    tags: customer?.tags ?? [],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);
  const set = <K extends keyof CustomerInput>(key: K, value: CustomerInput[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const setAddress = (i: number, change: Partial<CustomerAddress>) =>
    set(
      'addresses',
      form.addresses.map((a, j) => (j === i ? { ...a, ...change } : a)),
    );

  const handleSave = async () => {
    if (!form.name.trim()) return setErrors({ name: t('customers.nameRequired') });
    setSaving(true);
    try {
      const body: CustomerInput = {
        name: form.name.trim(),
        phone: form.phone?.trim() || null,
        email: form.email?.trim() || null,
        company: form.company?.trim() || null,
        country: form.country?.trim() || null,
        addresses: form.addresses.filter((a) => a.address.trim()),
        notes: form.notes?.trim() || null,
        tags: form.tags,
      };
      const saved = customer
        ? await updateCustomer({ rid: restaurantId, id: customer.id, body }).unwrap()
        : await createCustomer({ rid: restaurantId, body }).unwrap();
      void toastSuccess(t(customer ? 'customers.updated' : 'customers.created', { name: saved.name }));
      onSaved(saved);
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      void toastError(error);
    } finally {
      setSaving(false);
    }
  };

  const field = (key: 'name' | 'phone' | 'email' | 'company' | 'country', type = 'text') => (
    <FormGroup
      label={t(`customers.${key}`)}
      labelFor={`customer-${key}`}
      intent={errors[key] ? 'danger' : 'none'}
      helperText={errors[key]}
    >
      <InputGroup
        id={`customer-${key}`}
        type={type}
        value={form[key] ?? ''}
        onChange={(e) => set(key, e.currentTarget.value)}
      />
    </FormGroup>
  );

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={customer ? t('customers.editTitle') : t('customers.newTitle')}
      icon="person"
    >
      <DialogBody>
        {field('name')}
        <div style={{ display: 'flex', gap: 12 }}>
          <div style={{ flex: 1 }}>{field('phone', 'tel')}</div>
          <div style={{ flex: 1 }}>{field('email', 'email')}</div>
        </div>
        <div style={{ display: 'flex', gap: 12 }}>
          <div style={{ flex: 1 }}>{field('company')}</div>
          <div style={{ flex: 1 }}>{field('country')}</div>
        </div>
        <FormGroup label={t('customers.addresses')}>
          {form.addresses.map((a, i) => (
            <div key={i} style={{ display: 'flex', gap: 6, marginBottom: 6 }}>
              <InputGroup
                value={a.label ?? ''}
                placeholder={t('customers.addressLabel')}
                style={{ width: 110 }}
                onChange={(e) => setAddress(i, { label: e.currentTarget.value })}
              />
              <InputGroup
                value={a.address}
                placeholder={t('customers.address')}
                fill
                onChange={(e) => setAddress(i, { address: e.currentTarget.value })}
              />
              <Button
                icon="cross"
                variant="minimal"
                aria-label={t('common.remove')}
                onClick={() =>
                  set(
                    'addresses',
                    form.addresses.filter((_, j) => j !== i),
                  )
                }
              />
            </div>
          ))}
          <Button
            icon="add"
            variant="minimal"
            text={t('customers.addAddress')}
            onClick={() => set('addresses', [...form.addresses, { label: '', address: '' }])}
          />
        </FormGroup>
        <FormGroup label={t('customers.tags')}>
          <TagInput
            values={form.tags}
            addOnBlur
            onChange={(v) => set('tags', v.map(String))}
            placeholder={t('customers.tagsPlaceholder')}
          />
        </FormGroup>
        <FormGroup label={t('customers.notes')} labelFor="customer-notes">
          <TextArea
            id="customer-notes"
            fill
            value={form.notes ?? ''}
            onChange={(e) => set('notes', e.currentTarget.value)}
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
              loading={isSaving}
              onClick={() => void handleSave()}
              data-testid="customer-save"
            />
          </>
        }
      />
    </Dialog>
  );
}
