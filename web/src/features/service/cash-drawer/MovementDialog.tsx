import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError } from '../../../app/toaster';
import { parseMoney } from '../../../components/money';
import { TextField } from '../../../components/TextField';
import { useMoveCashMutation } from './cash-drawer.api';
import { useCashT } from './i18n';

interface Props {
  restaurantId: string;
  sessionId: string;
  kind: 'pay_in' | 'pay_out';
  onClose: () => void;
}

/** Cash put into or taken out of the drawer, with the reason (change from the bank, milk from the shop). */
export function MovementDialog({ restaurantId, sessionId, kind, onClose }: Props) {
  const t = useCashT();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [moveCash, { isLoading }] = useMoveCashMutation();
  const title = kind === 'pay_in' ? t('payIn') : t('payOut');

  const handleSave = async () => {
    const minor = parseMoney(amount);
    const local: Record<string, string> = {};
    if (!(minor > 0)) local.amount = t('amountRequired');
    if (!reason.trim()) local.reason = t('reasonRequired');
    setErrors(local);
    if (Object.keys(local).length) return;
    try {
      await moveCash({ rid: restaurantId, sessionId, kind, amount: minor, reason: reason.trim() }).unwrap();
      onClose();
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length) setErrors(fields);
      else toastError(err);
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={title}>
      <DialogBody>
        <TextField
          id="movement-amount"
          label={t('amount')}
          inputMode="decimal"
          value={amount}
          error={errors.amount}
          onValueChange={setAmount}
          autoFocus
        />
        <TextField
          id="movement-reason"
          label={t('reason')}
          value={reason}
          error={errors.reason}
          maxLength={500}
          onValueChange={setReason}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('cancel')} onClick={onClose} />
            <Button intent="primary" loading={isLoading} text={title} onClick={handleSave} />
          </>
        }
      />
    </Dialog>
  );
}
