import { Button, Callout, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toFailure, type FormFailure } from '../../../api/errors';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useListDepartmentsQuery } from '../../../api/departments.api';
import { useSetPinMutation } from '../timeclock';
import { SALARY_TYPES, type Member, type MemberPatch, type SalaryType } from './staff.types';

interface Props {
  rid: string;
  member: Member;
  onClose: () => void;
  onSave: (patch: MemberPatch) => Promise<unknown>;
}

type Field = 'fullName' | 'position' | 'contact' | 'emergencyContact' | 'address' | 'startDate' | 'salary' | 'pin';

/** A staff member's profile: name, position, contacts, department, start date, POS PIN, salary and how it is paid. */
export function EditStaffDialog({ rid, member, onClose, onSave }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Record<Field, string>>({
    fullName: member.fullName ?? '',
    position: member.position ?? '',
    contact: member.contact ?? '',
    emergencyContact: member.emergencyContact ?? '',
    address: member.address ?? '',
    startDate: member.startDate ?? '',
    pin: '',
    salary: member.salary === null || member.salary === undefined ? '' : String(member.salary / 100),
  });
  const [salaryType, setSalaryType] = useState<SalaryType | ''>(member.salaryType ?? '');
  const [departmentId, setDepartmentId] = useState(member.departmentId ?? '');
  const departments = useListDepartmentsQuery(rid).data?.data ?? [];
  const [setPin] = useSetPinMutation();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [saving, setSaving] = useState(false);

  const field = (f: Field, type?: string, helper?: string) => (
    <TextField
      id={`staff-${f}`}
      label={t(`staffPage.profile.${f}`)}
      type={type}
      value={form[f]}
      error={failure?.fields[f]}
      helper={helper}
      onValueChange={(v) => setForm((s) => ({ ...s, [f]: v }))}
    />
  );

  const handleSubmit = async () => {
    // The API keeps salaries in minor units (cents).
    const amount = form.salary.trim() === '' ? null : Number(form.salary);
    const salary = amount === null ? null : Math.round(amount * 100);
    if (amount !== null && (!Number.isFinite(amount) || amount < 0)) {
      setFailure({ message: '', fields: { salary: t('staffPage.profile.salaryInvalid') } });
      return;
    }
    const text = (v: string) => (v.trim() === '' ? null : v.trim());
    setSaving(true);
    setFailure(null);
    try {
      await onSave({
        fullName: text(form.fullName),
        position: text(form.position),
        contact: text(form.contact),
        address: text(form.address),
        emergencyContact: text(form.emergencyContact),
        startDate: text(form.startDate),
        departmentId: departmentId || null,
        salary,
        salaryType: salaryType || null,
      });
      if (form.pin) await setPin({ rid, memberId: member.id, pin: form.pin }).unwrap();
      onClose();
    } catch (err) {
      setFailure(toFailure(err, t('settingsPages.common.unexpected')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={t('staffPage.profile.title', { email: member.email })} icon="person">
      <DialogBody>
        <form
          id="edit-staff-form"
          onSubmit={(e) => {
            e.preventDefault();
            void handleSubmit();
          }}
        >
          {failure?.message && (
            <Callout intent={Intent.DANGER} style={{ marginBottom: 12 }}>
              {failure.message}
            </Callout>
          )}
          {field('fullName')}
          {field('position')}
          {field('contact', 'tel')}
          {field('emergencyContact')}
          {field('address')}
          <SelectField
            id="staff-departmentId"
            label={t('staffPage.profile.department')}
            value={departmentId}
            error={failure?.fields.departmentId}
            onChange={setDepartmentId}
            options={[
              { value: '', label: t('staffPage.profile.noDepartment') },
              ...departments.map((d) => ({ value: d.id, label: d.name })),
            ]}
          />
          {field('startDate', 'date')}
          {field('pin', 'password', t(member.hasPin ? 'staffPage.profile.pinSet' : 'staffPage.profile.pinHint'))}
          <div style={{ display: 'flex', gap: 12 }}>
            <div style={{ flex: 1 }}>{field('salary', 'number')}</div>
            <div style={{ flex: 1 }}>
              <SelectField
                id="staff-salaryType"
                label={t('staffPage.profile.salaryType')}
                value={salaryType}
                error={failure?.fields.salaryType}
                options={[
                  { value: '', label: t('settingsPages.common.choose') },
                  ...SALARY_TYPES.map((s) => ({ value: s, label: t(`staffPage.salaryTypes.${s}`) })),
                ]}
                onChange={(v) => setSalaryType(v as SalaryType | '')}
              />
            </div>
          </div>
        </form>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('settingsPages.common.cancel')} onClick={onClose} />
            <Button
              type="submit"
              form="edit-staff-form"
              intent={Intent.PRIMARY}
              loading={saving}
              text={t('settingsPages.common.save')}
            />
          </>
        }
      />
    </Dialog>
  );
}
