import { Button, Dialog, DialogBody, DialogFooter, Intent, Switch } from '@blueprintjs/core';
import {
  CHECKLIST_CATEGORIES,
  CHECKLIST_RECURRENCES,
  type ChecklistCategory,
  type ChecklistTemplate,
} from '@ros/shared-events';
import { useState } from 'react';
import { useListDepartmentsQuery } from '../../../api/departments.api';
import { fieldErrors } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useRoles } from '../../identity/settings';
import { useListMembersQuery } from '../../people/staff';
import { useCreateChecklistTemplateMutation, useUpdateChecklistTemplateMutation } from './checklists.api';
import { useChecklistsT } from './i18n';
import { draftOf, emptyItem, TemplateItemsEditor, type ItemDraft } from './TemplateItemsEditor';

type AssigneeKind = 'role' | 'department' | 'member';
type Recurrence = (typeof CHECKLIST_RECURRENCES)[number];
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const numberOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

/** A checklist template, new or changed: its items, who does it, when it recurs and when it is due. */
export function TemplateDialog({
  rid,
  template,
  onClose,
}: {
  rid: string;
  /** The template to change; null for a new one. */
  template: ChecklistTemplate | null;
  onClose: () => void;
}) {
  const t = useChecklistsT();
  const [create, creating] = useCreateChecklistTemplateMutation();
  const [update, updating] = useUpdateChecklistTemplateMutation();
  const roles = useRoles(rid).roles ?? [];
  const departments = useListDepartmentsQuery(rid).data?.data ?? [];
  const members = useListMembersQuery({ rid, query: { perPage: 100 } }).data?.data ?? [];
  const [name, setName] = useState(template?.name ?? '');
  const [category, setCategory] = useState<ChecklistCategory>(template?.category ?? 'opening');
  const [assigneeKind, setAssigneeKind] = useState<AssigneeKind>(template?.assignee.kind ?? 'role');
  const [assigneeId, setAssigneeId] = useState(template?.assignee.id ?? '');
  const [recurrence, setRecurrence] = useState<Recurrence>(template?.recurrence ?? 'daily');
  const [weekday, setWeekday] = useState(String(template?.weekday ?? 1));
  const [dueTime, setDueTime] = useState(template?.dueTime ?? '');
  const [isActive, setActive] = useState(template?.isActive ?? true);
  const [items, setItems] = useState<ItemDraft[]>(template ? template.items.map(draftOf) : [emptyItem()]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const targets =
    assigneeKind === 'role'
      ? roles.map((r) => ({ value: r.id, label: r.name }))
      : assigneeKind === 'department'
        ? departments.map((d) => ({ value: d.id, label: d.name }))
        : members.filter((m) => m.status === 'active').map((m) => ({ value: m.id, label: m.fullName ?? m.email }));

  const handleSave = async () => {
    try {
      const body = {
        name,
        category,
        assigneeKind,
        assigneeId,
        recurrence,
        weekday: recurrence === 'weekly' ? Number(weekday) : null,
        dueTime: dueTime || null,
        items: items.map((i) => ({
          kind: i.kind,
          label: i.label,
          unit: i.kind === 'number' ? i.unit || null : null,
          min: i.kind === 'number' ? numberOrNull(i.min) : null,
          max: i.kind === 'number' ? numberOrNull(i.max) : null,
        })),
        isActive,
      };
      if (template) await update({ rid, id: template.id, body }).unwrap();
      else await create({ rid, body }).unwrap();
      void toastSuccess(t('template.saved', { name }));
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
      title={t(template ? 'template.editTitle' : 'template.newTitle')}
      icon="form"
      style={{ width: 760 }}
    >
      <DialogBody>
        <TextField
          id="template-name"
          label={t('template.name')}
          value={name}
          error={errors.name}
          onValueChange={setName}
          autoFocus
        />
        <SelectField
          id="template-category"
          label={t('template.category')}
          value={category}
          error={errors.category}
          onChange={(v) => setCategory(v as ChecklistCategory)}
          options={CHECKLIST_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
        />
        <SelectField
          id="template-assignee-kind"
          label={t('template.assigneeKind')}
          value={assigneeKind}
          error={errors.assigneeKind}
          onChange={(v) => (setAssigneeKind(v as AssigneeKind), setAssigneeId(''))}
          options={(['role', 'department', 'member'] as const).map((k) => ({ value: k, label: t(`assignee.${k}`) }))}
        />
        <SelectField
          id="template-assignee"
          label={t('template.assignee')}
          value={assigneeId}
          error={errors.assigneeId}
          onChange={setAssigneeId}
          options={[{ value: '', label: t('template.choose') }, ...targets]}
        />
        <SelectField
          id="template-recurrence"
          label={t('template.recurrence')}
          value={recurrence}
          error={errors.recurrence}
          onChange={(v) => setRecurrence(v as Recurrence)}
          options={CHECKLIST_RECURRENCES.map((r) => ({ value: r, label: t(`recurrence.${r}`) }))}
        />
        {recurrence === 'weekly' && (
          <SelectField
            id="template-weekday"
            label={t('template.weekday')}
            value={weekday}
            error={errors.weekday}
            onChange={setWeekday}
            options={WEEKDAYS.map((d) => ({ value: String(d), label: t(`weekdays.${d}`) }))}
          />
        )}
        <TextField
          id="template-due"
          type="time"
          label={t('template.dueTime')}
          value={dueTime}
          error={errors.dueTime}
          helper={t('template.dueHelp')}
          onValueChange={setDueTime}
        />
        {template && (
          <Switch
            label={t('template.active')}
            checked={isActive}
            onChange={(e) => setActive(e.currentTarget.checked)}
          />
        )}
        <TemplateItemsEditor items={items} errors={errors} onChange={setItems} />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('template.cancel')} onClick={onClose} />
            <Button
              intent={Intent.PRIMARY}
              text={t('template.save')}
              loading={creating.isLoading || updating.isLoading}
              onClick={() => void handleSave()}
            />
          </>
        }
      />
    </Dialog>
  );
}
