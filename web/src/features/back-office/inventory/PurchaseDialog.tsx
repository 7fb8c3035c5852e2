import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NumericInput,
  TextArea,
} from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { formatMoney } from '../../../components/money';
import { MoneyInput } from '../../../components/MoneyInput';
import { useInventoryT } from './i18n';
import { useListItemsQuery, useListSuppliersQuery, useSavePurchaseMutation } from './inventory.api';
import type { PurchaseLineInput, PurchaseOrder } from './inventory.types';

export interface PurchaseDraft {
  supplierId: string;
  expectedOn: string | null;
  notes: string | null;
  lines: PurchaseLineInput[];
}

/** Drafts or edits a purchase order: a supplier, the items with quantity and cost per unit, an expected date. */
export function PurchaseDialog({
  rid,
  order,
  draft,
  onClose,
}: {
  rid: string;
  order: PurchaseOrder | null;
  draft?: PurchaseDraft;
  onClose: () => void;
}) {
  const t = useInventoryT();
  const suppliers = useListSuppliersQuery(rid ? { rid, query: { perPage: 500 } } : skipToken).data?.data ?? [];
  const items = useListItemsQuery(rid ? { rid, query: { perPage: 500 } } : skipToken).data?.data ?? [];
  const [savePurchase, { isLoading }] = useSavePurchaseMutation();
  const [form, setForm] = useState<PurchaseDraft>(
    draft ??
      (order
        ? {
            supplierId: order.supplierId,
            expectedOn: order.expectedOn,
            notes: order.notes,
            lines: order.lines.map((l) => ({ itemId: l.itemId, quantity: l.quantity, unitCost: l.unitCost })),
          }
        : { supplierId: '', expectedOn: null, notes: null, lines: [] }),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setLine = (i: number, change: Partial<PurchaseLineInput>) =>
    setForm({ ...form, lines: form.lines.map((l, j) => (j === i ? { ...l, ...change } : l)) });
  const priceFrom = (itemId: string) => {
    const s = items.find((i) => i.id === itemId)?.suppliers.find((x) => x.supplierId === form.supplierId);
    return s ? Math.round((s.price / s.packSize) * 10_000) / 10_000 : 0;
  };
  const total = form.lines.reduce((sum, l) => sum + Math.round(l.quantity * l.unitCost), 0);
  const save = async () => {
    if (!form.supplierId) return setErrors({ supplierId: t('purchases.supplierRequired') });
    try {
      const saved = await savePurchase({ rid, id: order?.id, body: form }).unwrap();
      void toastSuccess(t('purchases.saved', { no: saved.poNo }));
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
      title={order ? t('purchases.editTitle', { no: order.poNo }) : t('purchases.newTitle')}
      icon="shopping-cart"
      style={{ width: 720 }}
    >
      <DialogBody>
        <div style={{ display: 'flex', gap: 12 }}>
          <FormGroup
            label={t('purchases.supplier')}
            labelFor="po-supplier"
            helperText={errors.supplierId}
            intent={errors.supplierId ? 'danger' : 'none'}
            style={{ flex: 2 }}
          >
            <HTMLSelect
              id="po-supplier"
              fill
              value={form.supplierId}
              onChange={(e) => setForm({ ...form, supplierId: e.currentTarget.value })}
            >
              <option value="">{t('purchases.chooseSupplier')}</option>
              {suppliers.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
          <FormGroup
            label={t('purchases.expectedOn')}
            labelFor="po-expected"
            helperText={errors.expectedOn}
            intent={errors.expectedOn ? 'danger' : 'none'}
            style={{ flex: 1 }}
          >
            <InputGroup
              id="po-expected"
              type="date"
              value={form.expectedOn ?? ''}
              onChange={(e) => setForm({ ...form, expectedOn: e.currentTarget.value || null })}
            />
          </FormGroup>
        </div>
        <FormGroup label={t('purchases.lines')} helperText={errors.lines} intent={errors.lines ? 'danger' : 'none'}>
          {form.lines.map((l, i) => {
            const item = items.find((x) => x.id === l.itemId);
            return (
              <div key={i} style={{ display: 'flex', gap: 6, marginBottom: 6, alignItems: 'center' }}>
                <HTMLSelect
                  aria-label={t('purchases.item', { n: i + 1 })}
                  value={l.itemId}
                  onChange={(e) =>
                    setLine(i, { itemId: e.currentTarget.value, unitCost: priceFrom(e.currentTarget.value) })
                  }
                >
                  {items.map((x) => (
                    <option key={x.id} value={x.id}>
                      {x.name}
                    </option>
                  ))}
                </HTMLSelect>
                <NumericInput
                  aria-label={t('purchases.quantity', { n: i + 1 })}
                  min={0}
                  value={l.quantity}
                  onValueChange={(n) => setLine(i, { quantity: Number.isFinite(n) ? n : 0 })}
                  style={{ width: 90 }}
                />
                <span>{item?.unit}</span>
                <MoneyInput
                  ariaLabel={t('purchases.unitCost', { n: i + 1 })}
                  value={Math.round(l.unitCost)}
                  onChange={(unitCost) => setLine(i, { unitCost })}
                />
                <span style={{ minWidth: 70, textAlign: 'right' }}>
                  {formatMoney(Math.round(l.quantity * l.unitCost))}
                </span>
                <Button
                  icon="cross"
                  variant="minimal"
                  aria-label={t('common.remove')}
                  onClick={() => setForm({ ...form, lines: form.lines.filter((_, j) => j !== i) })}
                />
              </div>
            );
          })}
          <Button
            icon="add"
            variant="minimal"
            text={t('purchases.addLine')}
            disabled={!items.length}
            onClick={() =>
              setForm({
                ...form,
                lines: [...form.lines, { itemId: items[0]!.id, quantity: 1, unitCost: priceFrom(items[0]!.id) }],
              })
            }
          />
        </FormGroup>
        <p style={{ textAlign: 'right' }}>
          <strong>{t('purchases.total', { total: formatMoney(total) })}</strong>
        </p>
        <FormGroup label={t('purchases.notes')} labelFor="po-notes">
          <TextArea
            id="po-notes"
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
            <Button intent="primary" text={t('purchases.saveDraft')} loading={isLoading} onClick={() => void save()} />
          </>
        }
      />
    </Dialog>
  );
}
