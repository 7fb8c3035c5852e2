import {
  Button,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  NumericInput,
} from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { TextField } from '../../../components/TextField';
import { MoneyInput } from '../../../components/MoneyInput';
import { useInventoryT } from './i18n';
import { useListGroupsQuery, useListSuppliersQuery, useListUnitsQuery, useSaveItemMutation } from './inventory.api';
import type { InventoryItem, ItemInput } from './inventory.types';

/** Create or edit an inventory item: name, group, unit, codes, location, par and reorder levels, suppliers with their pack prices. */
export function ItemFormDialog({
  rid,
  item,
  onClose,
}: {
  rid: string;
  item: InventoryItem | null;
  onClose: () => void;
}) {
  const t = useInventoryT();
  const units = useListUnitsQuery(rid).data?.data ?? [];
  const groups = useListGroupsQuery(rid).data?.data ?? [];
  const suppliers = useListSuppliersQuery(rid ? { rid, query: { perPage: 500 } } : skipToken).data?.data ?? [];
  const [saveItem, { isLoading }] = useSaveItemMutation();
  const [form, setForm] = useState<ItemInput>({
    name: item?.name ?? '',
    groupId: item?.groupId ?? null,
    unitId: item?.unitId ?? '',
    sku: item?.sku ?? null,
    barcode: item?.barcode ?? null,
    location: item?.location ?? null,
    parLevel: item?.parLevel ?? 0,
    reorderPoint: item?.reorderPoint ?? 0,
    suppliers: item?.suppliers.map(({ supplierName: _n, ...s }) => s) ?? [],
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof ItemInput>(key: K, value: ItemInput[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setSupplier = (i: number, change: Partial<ItemInput['suppliers'][number]>) =>
    set(
      'suppliers',
      form.suppliers.map((s, j) => (j === i ? { ...s, ...change } : s)),
    );
  const unit = units.find((u) => u.id === form.unitId)?.abbreviation ?? '';

  const save = async () => {
    if (!form.unitId) return setErrors({ unitId: t('items.unitRequired') });
    try {
      const saved = await saveItem({ rid, id: item?.id, body: form }).unwrap();
      void toastSuccess(t('common.saved', { name: saved.name }));
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      void toastError(error);
    }
  };
  const text = (key: 'name' | 'sku' | 'barcode' | 'location') => (
    <TextField
      id={`item-${key}`}
      label={t(`items.${key}`)}
      value={form[key] ?? ''}
      error={errors[key]}
      onValueChange={(v) => set(key, key === 'name' ? v : v || null)}
    />
  );
  const quantity = (key: 'parLevel' | 'reorderPoint') => (
    <FormGroup
      label={t(`items.${key}`, { unit })}
      labelFor={`item-${key}`}
      helperText={errors[key]}
      intent={errors[key] ? 'danger' : 'none'}
      style={{ flex: 1 }}
    >
      <NumericInput
        id={`item-${key}`}
        fill
        min={0}
        minorStepSize={0.001}
        value={form[key]}
        onValueChange={(n) => set(key, Number.isFinite(n) ? n : 0)}
      />
    </FormGroup>
  );

  return (
    <Dialog
      isOpen
      onClose={onClose}
      title={item ? t('items.editTitle') : t('items.newTitle')}
      icon="box"
      style={{ width: 640 }}
    >
      <DialogBody>
        {text('name')}
        <div style={{ display: 'flex', gap: 12 }}>
          <FormGroup label={t('items.group')} labelFor="item-group" style={{ flex: 1 }}>
            <HTMLSelect
              id="item-group"
              fill
              value={form.groupId ?? ''}
              onChange={(e) => set('groupId', e.currentTarget.value || null)}
            >
              <option value="">{t('items.noGroup')}</option>
              {groups.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup
            label={t('items.unit')}
            labelFor="item-unit"
            helperText={errors.unitId}
            intent={errors.unitId ? 'danger' : 'none'}
            style={{ flex: 1 }}
          >
            <HTMLSelect id="item-unit" fill value={form.unitId} onChange={(e) => set('unitId', e.currentTarget.value)}>
              <option value="">{t('items.chooseUnit')}</option>
              {units.map((u) => (
                <option key={u.id} value={u.id}>{`${u.name} (${u.abbreviation})`}</option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </div>
        <div style={{ display: 'flex', gap: 12 }}>
          <div style={{ flex: 1 }}>{text('sku')}</div>
          <div style={{ flex: 1 }}>{text('barcode')}</div>
          <div style={{ flex: 1 }}>{text('location')}</div>
        </div>
        <div style={{ display: 'flex', gap: 12 }}>
          {quantity('parLevel')}
          {quantity('reorderPoint')}
        </div>
        <FormGroup
          label={t('items.suppliers')}
          helperText={errors.suppliers}
          intent={errors.suppliers ? 'danger' : 'none'}
        >
          {form.suppliers.map((s, i) => (
            <div key={i} style={{ display: 'flex', gap: 6, marginBottom: 6, alignItems: 'center' }}>
              <HTMLSelect
                aria-label={t('items.supplier')}
                value={s.supplierId}
                onChange={(e) => setSupplier(i, { supplierId: e.currentTarget.value })}
              >
                {suppliers.map((x) => (
                  <option key={x.id} value={x.id}>
                    {x.name}
                  </option>
                ))}
              </HTMLSelect>
              <NumericInput
                aria-label={t('items.packSize', { unit })}
                min={0}
                value={s.packSize}
                onValueChange={(n) => setSupplier(i, { packSize: n })}
                style={{ width: 80 }}
              />
              <span>{unit}</span>
              <MoneyInput
                ariaLabel={t('items.packPrice')}
                value={s.price}
                onChange={(price) => setSupplier(i, { price })}
              />
              <Checkbox
                label={t('items.preferred')}
                checked={s.isPreferred}
                onChange={() =>
                  set(
                    'suppliers',
                    form.suppliers.map((x, j) => ({ ...x, isPreferred: j === i ? !x.isPreferred : false })),
                  )
                }
                style={{ margin: 0 }}
              />
              <Button
                icon="cross"
                variant="minimal"
                aria-label={t('common.remove')}
                onClick={() =>
                  set(
                    'suppliers',
                    form.suppliers.filter((_, j) => j !== i),
                  )
                }
              />
            </div>
          ))}
          <Button
            icon="add"
            variant="minimal"
            text={t('items.addSupplier')}
            disabled={suppliers.length === 0}
            onClick={() =>
              set('suppliers', [
                ...form.suppliers,
                {
                  supplierId: suppliers[0]!.id,
                  price: 0,
                  packSize: 1,
                  supplierSku: null,
                  isPreferred: form.suppliers.length === 0,
                },
              ])
            }
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
