import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLTable, NumericInput } from '@blueprintjs/core';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { TextField } from '../../../components/TextField';
import { MoneyInput } from '../../../components/MoneyInput';
import { useInventoryT } from './i18n';
import { useReceivePurchaseMutation } from './inventory.api';
import { formatQuantity } from './InventoryFrame';
import type { PurchaseOrder } from './inventory.types';

/** Receives what arrived: per line the quantity (the rest by default) and the actual cost; stock and average cost follow. */
export function ReceiveDialog({ rid, order, onClose }: { rid: string; order: PurchaseOrder; onClose: () => void }) {
  const t = useInventoryT();
  const [receive, { isLoading }] = useReceivePurchaseMutation();
  // One key per dialog: a retried click receives once.
  const [key] = useState(() => crypto.randomUUID());
  const [lines, setLines] = useState(() =>
    order.lines.map((l) => ({
      lineId: l.id,
      quantity: Math.max(0, Math.round((l.quantity - l.receivedQuantity) * 1000) / 1000),
      unitCost: l.unitCost,
    })),
  );
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    try {
      const saved = await receive({
        rid,
        id: order.id,
        key,
        lines: lines.filter((l) => l.quantity > 0),
        notes: notes || null,
      }).unwrap();
      void toastSuccess(
        t(saved.status === 'received' ? 'purchases.receivedAll' : 'purchases.receivedPart', { no: saved.poNo }),
      );
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
      title={t('purchases.receiveTitle', { no: order.poNo, supplier: order.supplierName })}
      icon="import"
      style={{ width: 680 }}
    >
      <DialogBody>
        <FormGroup helperText={errors.lines} intent={errors.lines ? 'danger' : 'none'}>
          <HTMLTable compact style={{ width: '100%' }}>
            <thead>
              <tr>
                <th>{t('purchases.itemHeader')}</th>
                <th>{t('purchases.ordered')}</th>
                <th>{t('purchases.arrived')}</th>
                <th>{t('purchases.actualCost')}</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((l, i) => (
                <tr key={l.id}>
                  <td>{l.itemName}</td>
                  <td>
                    {`${formatQuantity(l.quantity)} ${l.unit}`}
                    {l.receivedQuantity > 0
                      ? ` (${t('purchases.alreadyIn', { n: formatQuantity(l.receivedQuantity) })})`
                      : ''}
                  </td>
                  <td>
                    <NumericInput
                      aria-label={t('purchases.arrivedOf', { item: l.itemName })}
                      min={0}
                      value={lines[i]!.quantity}
                      style={{ width: 90 }}
                      onValueChange={(n) =>
                        setLines(lines.map((x, j) => (j === i ? { ...x, quantity: Number.isFinite(n) ? n : 0 } : x)))
                      }
                    />
                  </td>
                  <td>
                    <MoneyInput
                      ariaLabel={t('purchases.costOf', { item: l.itemName })}
                      value={Math.round(lines[i]!.unitCost)}
                      onChange={(unitCost) => setLines(lines.map((x, j) => (j === i ? { ...x, unitCost } : x)))}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        </FormGroup>
        <TextField
          id="receive-notes"
          label={t('purchases.receiveNotes')}
          value={notes}
          onValueChange={setNotes}
          placeholder={t('purchases.receiveNotesPlaceholder')}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={t('purchases.receiveButton')}
              loading={isLoading}
              onClick={() => void save()}
            />
          </>
        }
      />
    </Dialog>
  );
}
