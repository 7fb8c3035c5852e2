import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, NumericInput } from '@blueprintjs/core';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { TextField } from '../../../components/TextField';
import { useInventoryT } from './i18n';
import { useListUnitsQuery, useRecordMovementMutation } from './inventory.api';
import type { InventoryItem, ManualMovementKind } from './inventory.types';

/** The kinds recorded by hand (a receipt comes from a purchase, a sale from an order). */
type Kind = ManualMovementKind;

/** Records waste (with its reason), a transfer or an adjustment of one item, in any unit that converts to the item's. */
export function MovementDialog({ rid, item, onClose }: { rid: string; item: InventoryItem; onClose: () => void }) {
  const t = useInventoryT();
  const units = useListUnitsQuery(rid).data?.data ?? [];
  const [record, { isLoading }] = useRecordMovementMutation();
  const [kind, setKind] = useState<Kind>('waste');
  const [quantity, setQuantity] = useState(0);
  const [unitId, setUnitId] = useState(item.unitId);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const root = units.find((u) => u.id === item.unitId);
  const compatible = units.filter((u) => (u.baseUnitId ?? u.id) === (root?.baseUnitId ?? root?.id));
  const save = async () => {
    try {
      const saved = await record({ rid, itemId: item.id, body: { kind, quantity, unitId, reason } }).unwrap();
      void toastSuccess(t('movements.recorded', { name: saved.name, onHand: saved.onHand, unit: saved.unit }));
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      void toastError(error);
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('movements.recordTitle', { name: item.name })} icon="exchange">
      <DialogBody>
        <FormGroup label={t('movements.kind')} labelFor="movement-kind">
          <HTMLSelect id="movement-kind" fill value={kind} onChange={(e) => setKind(e.currentTarget.value as Kind)}>
            {(['waste', 'count_adjustment', 'transfer'] as const).map((k) => (
              <option key={k} value={k}>
                {t(`movements.kinds.${k}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <div style={{ display: 'flex', gap: 12 }}>
          <FormGroup
            label={t(kind === 'waste' ? 'movements.wasted' : 'movements.change')}
            labelFor="movement-quantity"
            helperText={errors.quantity ?? (kind === 'waste' ? undefined : t('movements.signHint'))}
            intent={errors.quantity ? 'danger' : 'none'}
            style={{ flex: 2 }}
          >
            <NumericInput
              id="movement-quantity"
              fill
              value={quantity}
              minorStepSize={0.001}
              onValueChange={(n) => setQuantity(Number.isFinite(n) ? n : 0)}
            />
          </FormGroup>
          <FormGroup
            label={t('movements.unit')}
            labelFor="movement-unit"
            helperText={errors.unitId}
            intent={errors.unitId ? 'danger' : 'none'}
            style={{ flex: 1 }}
          >
            <HTMLSelect id="movement-unit" fill value={unitId} onChange={(e) => setUnitId(e.currentTarget.value)}>
              {compatible.map((u) => (
                <option key={u.id} value={u.id}>
                  {u.abbreviation}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </div>
        <TextField
          id="movement-reason"
          label={t('movements.reason')}
          value={reason}
          error={errors.reason}
          onValueChange={setReason}
          placeholder={t('movements.reasonPlaceholder')}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('movements.record')} loading={isLoading} onClick={() => void save()} />
          </>
        }
      />
    </Dialog>
  );
}
