import { NonIdealState, Spinner } from '@blueprintjs/core';
import { ChecklistCard } from './ChecklistCard';
import { useListChecklistsQuery } from './checklists.api';
import { useChecklistsT } from './i18n';

/** Today's lists: the caller's own (`mine`) or the manager's board of every list, live. */
export function ChecklistsTab({ rid, mine }: { rid: string; mine: boolean }) {
  const t = useChecklistsT();
  const { data, isLoading } = useListChecklistsQuery({ rid, mine });
  if (isLoading) return <Spinner />;
  const lists = data?.data ?? [];
  if (lists.length === 0)
    return (
      <NonIdealState
        icon="tick-circle"
        title={mine ? t('empty.mine') : t('empty.board')}
        description={t('empty.help')}
      />
    );
  return (
    <div>
      {lists.map((c) => (
        <ChecklistCard key={c.id} rid={rid} checklist={c} />
      ))}
    </div>
  );
}
