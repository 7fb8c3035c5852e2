import { NonIdealState, Spinner } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../app/errors';
import { Pager } from '../../../components/list/Pager';
import { PageHeader } from '../../../components/PageHeader';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { useListMembersQuery } from '../../people/staff';
import type { ActivityQuery } from './activity.types';
import { ActivityFilters } from './ActivityFilters';
import { ActivityList } from './ActivityList';
import { VerifyLog } from './VerifyLog';
import { useActivity } from './useActivity';

/** Activity: the restaurant's event log as sentences, filterable, paginated, live on top. */
export default function ActivityPage() {
  const restaurantId = useAppSelector(selectCurrentRestaurantId);
  // Another restaurant starts from the first page without filters.
  return <ActivityView key={restaurantId ?? 'none'} restaurantId={restaurantId} />;
}

function ActivityView({ restaurantId }: { restaurantId: string | null }) {
  const { t } = useTranslation();
  const canSeeStaff = useCan('view', 'staff');
  const isOwner = useCan('manage', 'all');
  const [query, setQuery] = useState<ActivityQuery>({ type: '', actorId: '', page: 1, perPage: 25 });
  const { events, total, capped, error, loading } = useActivity(restaurantId, query);
  const staff = useListMembersQuery(
    restaurantId && canSeeStaff ? { rid: restaurantId, query: { perPage: 100 } } : skipToken,
  );

  const people = useMemo(() => {
    const byId = new Map<string, string>();
    for (const m of staff.data?.data ?? []) if (m.userId) byId.set(m.userId, m.fullName || m.email);
    for (const e of events ?? [])
      if (e.actor?.userId && !byId.has(e.actor.userId)) byId.set(e.actor.userId, e.actor.name);
    return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
  }, [staff.data, events]);

  if (!restaurantId) return <NonIdealState icon="shop" title={t('settingsPages.common.noRestaurant')} />;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PageHeader
        title={t('activityPage.title')}
        description={t('activityPage.subtitle')}
        actions={
          <ActivityFilters
            type={query.type}
            actorId={query.actorId}
            people={people}
            onType={(type) => setQuery((q) => ({ ...q, type, page: 1 }))}
            onActor={(actorId) => setQuery((q) => ({ ...q, actorId, page: 1 }))}
          />
        }
      />
      {isOwner && <VerifyLog rid={restaurantId} />}
      {events === null ? (
        loading ? (
          <Spinner />
        ) : (
          <NonIdealState icon="error" title={describeError(error)} />
        )
      ) : events.length === 0 ? (
        <NonIdealState icon="history" title={t('activityPage.empty')} />
      ) : (
        <ActivityList events={events} />
      )}
      <Pager
        page={query.page}
        perPage={query.perPage}
        total={total}
        capped={capped}
        onPage={(page) => setQuery((q) => ({ ...q, page }))}
        onPerPage={(perPage) => setQuery((q) => ({ ...q, perPage, page: 1 }))}
      />
    </div>
  );
}
