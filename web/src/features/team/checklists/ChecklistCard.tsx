import { Card, H4, Intent, ProgressBar, Tag } from '@blueprintjs/core';
import type { Checklist } from '@ros/shared-events';
import { ChecklistItemRow } from './ChecklistItemRow';
import { useChecklistsT } from './i18n';

/** One day's list: its progress, due time and items. */
export function ChecklistCard({ rid, checklist }: { rid: string; checklist: Checklist }) {
  const t = useChecklistsT();
  const c = checklist;
  const headingId = `checklist-${c.id}`;
  return (
    <Card role="region" aria-labelledby={headingId} style={{ marginBottom: 12 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
        <H4 id={headingId} style={{ margin: 0 }}>
          {c.name}
        </H4>
        <Tag minimal>{t(`categories.${c.category}`)}</Tag>
        {c.assignee.name && (
          <Tag minimal icon="people">
            {c.assignee.name}
          </Tag>
        )}
        {c.completedAt ? (
          <Tag intent={Intent.SUCCESS} icon="tick">
            {t('card.complete')}
          </Tag>
        ) : c.isOverdue ? (
          <Tag intent={Intent.DANGER} icon="time">
            {t('card.overdue')}
          </Tag>
        ) : (
          c.dueAt && (
            <Tag minimal icon="time">
              {t('card.due', { time: new Date(c.dueAt).toLocaleTimeString([], { timeStyle: 'short' }) })}
            </Tag>
          )
        )}
        <span style={{ marginLeft: 'auto' }} aria-label={t('card.progressLabel', { name: c.name })}>
          {t('card.progress', { done: c.done, total: c.total })}
        </span>
      </div>
      <ProgressBar
        value={c.total ? c.done / c.total : 0}
        stripes={false}
        animate={false}
        intent={c.completedAt ? Intent.SUCCESS : c.isOverdue ? Intent.DANGER : Intent.PRIMARY}
        aria-label={t('card.progressLabel', { name: c.name })}
        className="ros-checklist-progress"
      />
      <div style={{ marginTop: 12, display: 'grid', gap: 8 }}>
        {c.items.map((item) => (
          <ChecklistItemRow key={`${item.id}-${item.doneAt ?? ''}`} rid={rid} checklistId={c.id} item={item} />
        ))}
      </div>
    </Card>
  );
}
