import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { Department, Member, Shift } from '@ros/shared-events';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useStaffT } from '../../../app/i18n/staff';
import { useDeleteShiftMutation, useSaveShiftMutation } from './schedule.api';
import { dayOf, instant, timeOf } from '../../../components/week';

interface Props {
  rid: string;
  members: Member[];
  departments: Department[];
  /** The shift to change, or where a new one goes. */
  shift: Shift | { memberId: string; day: string; departmentId: string | null };
  onClose: () => void;
}

/** Add or change a shift: who, which day, from and to, department, notes. */
export function ShiftDialog({ rid, members, departments, shift, onClose }: Props) {
  const t = useStaffT();
  const existing = 'id' in shift ? shift : null;
  const [memberId, setMemberId] = useState(shift.memberId);
  const [day, setDay] = useState(existing ? dayOf(new Date(existing.startsAt)) : (shift as { day: string }).day);
  const [from, setFrom] = useState(existing ? timeOf(existing.startsAt) : '09:00');
  const [to, setTo] = useState(existing ? timeOf(existing.endsAt) : '17:00');
  const [departmentId, setDepartmentId] = useState(shift.departmentId ?? '');
  const [notes, setNotes] = useState(existing?.notes ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { isLoading }] = useSaveShiftMutation();
  const [remove] = useDeleteShiftMutation();
  const submit = async () => {
    // A shift ending at or before its start runs past midnight.
    const endDay = to <= from ? dayOf(new Date(new Date(`${day}T12:00:00`).getTime() + 86_400_000)) : day;
    try {
      const saved = await save({
        rid,
        id: existing?.id,
        memberId,
        departmentId: departmentId || null,
        startsAt: instant(day, from),
        endsAt: instant(endDay, to),
        notes: notes || null,
      }).unwrap();
      void toastSuccess(t('schedule.saved', { name: saved.memberName }));
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
      title={existing ? t('schedule.editShift') : t('schedule.newShift')}
      icon="calendar"
    >
      <DialogBody>
        <SelectField
          id="shift-member"
          label={t('schedule.member')}
          value={memberId}
          error={errors.memberId}
          onChange={setMemberId}
          options={members.map((m) => ({ value: m.id, label: m.fullName ?? m.email }))}
        />
        <TextField id="shift-day" label={t('schedule.day')} type="date" value={day} onValueChange={setDay} />
        <div style={{ display: 'flex', gap: 12 }}>
          <TextField
            id="shift-from"
            label={t('schedule.from')}
            type="time"
            value={from}
            error={errors.startsAt}
            onValueChange={setFrom}
          />
          <TextField
            id="shift-to"
            label={t('schedule.to')}
            type="time"
            value={to}
            error={errors.endsAt}
            onValueChange={setTo}
          />
        </div>
        <SelectField
          id="shift-department"
          label={t('schedule.department')}
          value={departmentId}
          error={errors.departmentId}
          onChange={setDepartmentId}
          options={[
            { value: '', label: t('schedule.noDepartment') },
            ...departments.map((d) => ({ value: d.id, label: d.name })),
          ]}
        />
        <TextField id="shift-notes" label={t('schedule.notes')} value={notes} onValueChange={setNotes} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            {existing && (
              <Button
                intent="danger"
                variant="minimal"
                text={t('schedule.remove')}
                onClick={() => remove({ rid, id: existing.id }).unwrap().then(onClose, toastError)}
              />
            )}
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('common.save')} loading={isLoading} onClick={() => void submit()} />
          </>
        }
      />
    </Dialog>
  );
}
