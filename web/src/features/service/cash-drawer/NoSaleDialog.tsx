import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { TextField } from '../../../components/TextField';
import { useNoSaleMutation } from './cash-drawer.api';
import { useCashT } from './i18n';

interface Props {
  restaurantId: string;
  sessionId: string;
  onClose: () => void;
}

/** The drawer opened without a sale, with the reason: no money moves, the activity log records who, why and where. */
export function NoSaleDialog({ restaurantId, sessionId, onClose }: Props) {
  const t = useCashT();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [noSale, { isLoading }] = useNoSaleMutation();

  const handleSave = async () => {
    if (!reason.trim()) return setErrors({ reason: t('reasonRequired') });
    try {
      await noSale({ rid: restaurantId, sessionId, reason: reason.trim() }).unwrap();
      void toastSuccess(t('noSaleRecorded'));
      onClose();
    } catch (err) {
      const fields = fieldErrors(err);
      if (Object.keys(fields).length) setErrors(fields);
      else toastError(err);
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={t('noSale')}>
      <DialogBody>
        <p>{t('noSaleHelp')}</p>
        <TextField
          id="no-sale-reason"
          label={t('reason')}
          value={reason}
          error={errors.reason}
          maxLength={500}
          onValueChange={setReason}
          autoFocus
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('cancel')} onClick={onClose} />
            <Button intent="primary" loading={isLoading} text={t('noSale')} onClick={handleSave} />
          </>
        }
      />
    </Dialog>
  );
}
