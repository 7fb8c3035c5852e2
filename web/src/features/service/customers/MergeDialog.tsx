import { Button, Callout, Dialog, DialogBody, DialogFooter, Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../app/toaster';
import { useCatalogueT } from '../../../app/i18n/catalogue';
import type { Customer } from './customer.types';
import { useMergeCustomersMutation } from './customers.api';

interface Props {
  restaurantId: string;
  customers: Customer[];
  onClose: () => void;
  onMerged: (customer: Customer) => void;
}

/** Merge duplicates: choose the record to keep; the others' visits, spend, addresses and tags join it. */
export function MergeDialog({ restaurantId, customers, onClose, onMerged }: Props) {
  const t = useCatalogueT();
  // Keep the most visited record by default: it is usually the real one.
  const [keepId, setKeepId] = useState(() => [...customers].sort((a, b) => b.visits - a.visits)[0]?.id ?? '');
  const [isSaving, setSaving] = useState(false);
  const [mergeCustomers] = useMergeCustomersMutation();
  const handleMerge = async () => {
    setSaving(true);
    try {
      const merged = await mergeCustomers({
        rid: restaurantId,
        keepId,
        sourceIds: customers.filter((c) => c.id !== keepId).map((c) => c.id),
      }).unwrap();
      void toastSuccess(t('customers.merged', { name: merged.name, count: customers.length }));
      onMerged(merged);
      onClose();
    } catch (error) {
      void toastError(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('customers.mergeTitle', { count: customers.length })} icon="git-merge">
      <DialogBody>
        <Callout intent="warning" compact>
          {t('customers.mergeHint')}
        </Callout>
        <RadioGroup
          label={t('customers.keep')}
          selectedValue={keepId}
          onChange={(e) => setKeepId(e.currentTarget.value)}
        >
          {customers.map((c) => (
            <Radio key={c.id} value={c.id} label={[c.name, c.phone, c.email].filter(Boolean).join(' · ')} />
          ))}
        </RadioGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              icon="git-merge"
              text={t('customers.merge')}
              loading={isSaving}
              disabled={!keepId}
              onClick={() => void handleMerge()}
              data-testid="merge-confirm"
            />
          </>
        }
      />
    </Dialog>
  );
}
