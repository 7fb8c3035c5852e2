import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { TimePunch } from '@ros/shared-events';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { TextField } from '../../../components/TextField';
import { fromLocalInput, toLocalInput } from './hours';
import { useStaffT } from '../../../app/i18n/staff';
import { useEditPunchMutation } from './timeclock.api';

/** A manager corrects a punch: times and break, with a reason (the original is kept and shown). */
export function EditPunchDialog({ rid, punch, onClose }: { rid: string; punch: TimePunch; onClose: () => void }) {
  const t = useStaffT();
  const [edit, { isLoading }] = useEditPunchMutation();
  const [clockIn, setClockIn] = useState(toLocalInput(punch.clockInAt));
  const [clockOut, setClockOut] = useState(toLocalInput(punch.clockOutAt));
  const [breakMinutes, setBreak] = useState(String(punch.breakMinutes));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    try {
      await edit({
        rid,
        id: punch.id,
        clockInAt: fromLocalInput(clockIn) ?? undefined,
        clockOutAt: fromLocalInput(clockOut),
        breakMinutes: Number(breakMinutes || 0),
        reason,
      }).unwrap();
      void toastSuccess(t('punch.saved', { name: punch.memberName }));
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      void toastError(error);
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('punch.editOf', { name: punch.memberName })} icon="time">
      <DialogBody>
        <TextField
          id="punch-in"
          label={t('punch.clockIn')}
          type="datetime-local"
          value={clockIn}
          error={errors.clockInAt}
          onValueChange={setClockIn}
        />
        <TextField
          id="punch-out"
          label={t('punch.clockOut')}
          type="datetime-local"
          value={clockOut}
          error={errors.clockOutAt}
          onValueChange={setClockOut}
        />
        <TextField
          id="punch-break"
          label={t('punch.breakMinutes')}
          type="number"
          min={0}
          value={breakMinutes}
          error={errors.breakMinutes}
          onValueChange={setBreak}
        />
        <TextField
          id="punch-reason"
          label={t('punch.reason')}
          value={reason}
          error={errors.reason}
          onValueChange={setReason}
        />
        {punch.edited && (
          <p>
            {t('punch.original', {
              in: new Date(punch.edited.original.clockInAt).toLocaleString(),
              out: punch.edited.original.clockOutAt ? new Date(punch.edited.original.clockOutAt).toLocaleString() : '—',
            })}
          </p>
        )}
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
