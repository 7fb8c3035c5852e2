import { HTMLSelect } from '@blueprintjs/core';
import { eventCatalog } from '@ros/shared-events';
import { useTranslation } from 'react-i18next';

const TYPES = [...eventCatalog.keys()].sort();

/** "member.role_changed" → "Member role changed" (used when no translation is given). */
const humanize = (type: string) => {
  const text = type.replace(/[._]/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

interface Props {
  type: string;
  actorId: string;
  people: { id: string; name: string }[];
  onType: (type: string) => void;
  onActor: (actorId: string) => void;
}

/** Filter the log by event type and by the person who acted. */
export function ActivityFilters({ type, actorId, people, onType, onActor }: Props) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <HTMLSelect
        id="activity-type"
        aria-label={t('activityPage.filterType')}
        value={type}
        options={[
          { value: '', label: t('activityPage.allTypes') },
          ...TYPES.map((v) => ({ value: v, label: t(`activityPage.types.${v}`, { defaultValue: humanize(v) }) })),
        ]}
        onChange={(e) => onType(e.target.value)}
      />
      <HTMLSelect
        id="activity-actor"
        aria-label={t('activityPage.filterActor')}
        value={actorId}
        options={[
          { value: '', label: t('activityPage.everyone') },
          ...people.map((p) => ({ value: p.id, label: p.name })),
        ]}
        onChange={(e) => onActor(e.target.value)}
      />
    </div>
  );
}
