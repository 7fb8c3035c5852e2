import { Alert, Button, Intent, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../app/toaster';
import { PageHeader } from '../../components/PageHeader';
import { useAppSelector } from '../../store/hooks';
import { Pager } from '../settings/components/Pager';
import { useRoles } from '../settings/roles/useRoles';
import { selectCurrentRestaurantId } from '../session/sessionSlice';
import { useCan } from '../session/useAbility';
import { EditStaffDialog } from './EditStaffDialog';
import { CSV_COLUMNS, exportStaffCsv } from './exportStaff';
import { InviteStaffDialog } from './InviteStaffDialog';
import { StaffTable } from './StaffTable';
import type { Member, MemberPatch, SortColumn, StaffQuery } from './staffTypes';
import { useStaff } from './useStaff';

/** Staff management: search, sort, page, export, invite, change role, (de)activate, edit, remove. */
export default function StaffManagementPage() {
  const restaurantId = useAppSelector(selectCurrentRestaurantId);
  // Another restaurant starts from the first page without filters.
  return <StaffManagementView key={restaurantId ?? 'none'} restaurantId={restaurantId} />;
}

function StaffManagementView({ restaurantId }: { restaurantId: string | null }) {
  const { t } = useTranslation();
  const canEdit = useCan('edit', 'staff');
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<StaffQuery>({ q: '', page: 1, perPage: 10, sort: 'asc', sortColumn: 'fullName' });
  const { members, total, loading, invite, update, remove } = useStaff(restaurantId, query);
  const { roles } = useRoles(restaurantId);
  const [isInviteOpen, setInviteOpen] = useState(false);
  const [editing, setEditing] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setQuery((q) => (q.q === search.trim() ? q : { ...q, q: search.trim(), page: 1 })), 300);
    return () => clearTimeout(timer);
  }, [search]);

  if (!restaurantId) return <NonIdealState icon="shop" title={t('settingsPages.common.noRestaurant')} />;

  const handleSort = (column: SortColumn) =>
    setQuery((q) => ({ ...q, sortColumn: column, sort: q.sortColumn === column && q.sort === 'asc' ? 'desc' : 'asc', page: 1 }));

  const handlePatch = async (m: Member, patch: MemberPatch) => {
    try {
      await update(m.id, patch);
      void toastSuccess(t('staffPage.updated', { name: m.fullName ?? m.email }));
    } catch (err) {
      void toastError(err);
    }
  };

  const handleRemove = async () => {
    if (!removing) return;
    const m = removing;
    setRemoving(null);
    try {
      await remove(m.id);
      void toastSuccess(t('staffPage.removed', { name: m.fullName ?? m.email }));
    } catch (err) {
      void toastError(err);
    }
  };

  const handleExport = async () => {
    setExporting(true);
    try {
      await exportStaffCsv(restaurantId, query, CSV_COLUMNS.map((c) => t(`staffPage.csv.${c}`)));
    } catch (err) {
      void toastError(err);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PageHeader
        title={t('staffPage.title')}
        description={t('staffPage.subtitle')}
        actions={
          <>
            <Button icon="export" text={t('staffPage.export')} loading={exporting} onClick={() => void handleExport()} />
            {canEdit && <Button intent={Intent.PRIMARY} icon="new-person" text={t('staffPage.inviteButton')} onClick={() => setInviteOpen(true)} />}
          </>
        }
      />
      <InputGroup type="search" leftIcon="search" placeholder={t('staffPage.search')} aria-label={t('staffPage.search')} value={search} onChange={(e) => setSearch(e.target.value)} style={{ maxWidth: 360 }} />
      {members === null ? (
        loading ? <Spinner /> : <NonIdealState icon="error" title={t('settingsPages.common.unexpected')} />
      ) : members.length === 0 ? (
        <NonIdealState icon="people" title={query.q ? t('staffPage.noMatch') : t('staffPage.empty')} />
      ) : (
        <StaffTable
          members={members}
          roles={roles ?? []}
          query={query}
          canEdit={canEdit}
          onSort={handleSort}
          onEdit={setEditing}
          onPatch={(m, p) => void handlePatch(m, p)}
          onRemove={setRemoving}
        />
      )}
      <Pager page={query.page} perPage={query.perPage} total={total} onPage={(page) => setQuery((q) => ({ ...q, page }))} onPerPage={(perPage) => setQuery((q) => ({ ...q, perPage, page: 1 }))} />
      <InviteStaffDialog
        isOpen={isInviteOpen}
        roles={roles ?? []}
        onClose={() => setInviteOpen(false)}
        onInvite={async (invites) => {
          await invite(invites);
          void toastSuccess(t('staffPage.invite.sent', { count: invites.length }));
        }}
      />
      {editing && <EditStaffDialog key={editing.id} member={editing} onClose={() => setEditing(null)} onSave={(patch) => update(editing.id, patch)} />}
      <Alert
        isOpen={removing !== null}
        intent={Intent.DANGER}
        icon="trash"
        confirmButtonText={t('staffPage.actions.remove')}
        cancelButtonText={t('settingsPages.common.cancel')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void handleRemove()}
      >
        <p>{t('staffPage.removeConfirm', { name: removing?.fullName ?? removing?.email ?? '' })}</p>
      </Alert>
    </div>
  );
}
