import { Button, HTMLTable, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import type { ChecklistTemplate } from '@ros/shared-events';
import { useState } from 'react';
import { toastError } from '../../../app/toaster';
import { useDeleteChecklistTemplateMutation, useListChecklistTemplatesQuery } from './checklists.api';
import { useChecklistsT } from './i18n';
import { TemplateDialog } from './TemplateDialog';

/** The restaurant's checklist templates, for those who manage others' tasks. */
export function TemplatesTab({ rid }: { rid: string }) {
  const t = useChecklistsT();
  const templates = useListChecklistTemplatesQuery(rid).data?.data ?? [];
  const [remove] = useDeleteChecklistTemplateMutation();
  const [editing, setEditing] = useState<ChecklistTemplate | 'new' | null>(null);
  const when = (tp: ChecklistTemplate) =>
    tp.recurrence === 'weekly'
      ? t('recurrence.onWeekday', { day: t(`weekdays.${tp.weekday ?? 0}`) })
      : t(`recurrence.${tp.recurrence}`);
  const handleDelete = async (tp: ChecklistTemplate) => {
    try {
      await remove({ rid, id: tp.id }).unwrap();
    } catch (error) {
      void toastError(error);
    }
  };
  return (
    <div>
      <Button
        icon="add"
        intent={Intent.PRIMARY}
        text={t('template.add')}
        onClick={() => setEditing('new')}
        style={{ marginBottom: 12 }}
      />
      {templates.length === 0 ? (
        <NonIdealState icon="form" title={t('template.none')} />
      ) : (
        <HTMLTable striped style={{ width: '100%' }} aria-label={t('tabs.templates')}>
          <thead>
            <tr>
              <th>{t('template.name')}</th>
              <th>{t('template.category')}</th>
              <th>{t('template.assignee')}</th>
              <th>{t('template.recurrence')}</th>
              <th>{t('template.dueTime')}</th>
              <th>{t('template.items')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {templates.map((tp) => (
              <tr key={tp.id}>
                <td>
                  {tp.name}
                  {!tp.isActive && (
                    <Tag minimal style={{ marginLeft: 8 }}>
                      {t('template.paused')}
                    </Tag>
                  )}
                </td>
                <td>{t(`categories.${tp.category}`)}</td>
                <td>{tp.assignee.name ?? '—'}</td>
                <td>{when(tp)}</td>
                <td>{tp.dueTime ?? '—'}</td>
                <td>{tp.items.length}</td>
                <td>
                  <Button
                    minimal
                    icon="edit"
                    aria-label={t('template.edit', { name: tp.name })}
                    onClick={() => setEditing(tp)}
                  />
                  <Button
                    minimal
                    icon="trash"
                    aria-label={t('template.delete', { name: tp.name })}
                    onClick={() => void handleDelete(tp)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {editing && (
        <TemplateDialog rid={rid} template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
