import { Alert, Button, HTMLSelect, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../app/toaster';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { Pager } from '../../../components/list/Pager';
import { useServerList } from '../../../components/list/useServerList';
import { PageHeader } from '../../../components/PageHeader';
import { useAppSelector } from '../../../app/store/hooks';
import { useRoles } from '../../identity/settings';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { useListDepartmentsQuery } from '../../../api/departments.api';
import { EditStaffDialog } from './EditStaffDialog';
import { exportStaffCsv } from './exportStaff';
import { InviteStaffDialog } from './InviteStaffDialog';
import { StaffTable } from './StaffTable';
import type { Member, MemberPatch } from './staff.types';
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
  const { query, controls } = useServerList({ initialSort: { column: 'fullName', dir: 'asc' }, debounceMs: 300 });
  const [departmentId, setDepartmentId] = useState('');
  const departments = useListDepartmentsQuery(restaurantId ?? '', { skip: !restaurantId }).data?.data ?? [];
  const { members, total, loading, invite, update, remove } = useStaff(
    restaurantId,
    departmentId ? { ...query, departmentId } : query,
  );
  const list = controls(total);
  const { roles } = useRoles(restaurantId);
  const [isInviteOpen, setInviteOpen] = useState(false);
  const [editing, setEditing] = useState<Member | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [exporting, setExporting] = useState(false);

  if (!restaurantId) return <NonIdealState icon="shop" title={t('settingsPages.common.noRestaurant')} />;

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
      await exportStaffCsv(restaurantId, query, t);
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
          canEdit && (
            <Button
              intent={Intent.PRIMARY}
              icon="new-person"
              text={t('staffPage.inviteButton')}
              onClick={() => setInviteOpen(true)}
            />
          )
        }
      />
      <ListToolbar
        q={list.q}
        onQuery={list.setQuery}
        placeholder={t('staffPage.search')}
        onExport={() => void handleExport()}
        isExporting={exporting}
      >
        {departments.length > 0 && (
          <HTMLSelect
            aria-label={t('staffPage.profile.department')}
            value={departmentId}
            onChange={(e) => setDepartmentId(e.currentTarget.value)}
            options={[
              { value: '', label: t('staffPage.allDepartments') },
              ...departments.map((d) => ({ value: d.id, label: d.name })),
            ]}
          />
        )}
      </ListToolbar>
      {members === null ? (
        loading ? (
          <Spinner />
        ) : (
          <NonIdealState icon="error" title={t('settingsPages.common.unexpected')} />
        )
      ) : (
        <StaffTable
          members={members}
          roles={roles ?? []}
          sort={list.sort}
          canEdit={canEdit}
          empty={query.q ? t('staffPage.noMatch') : t('staffPage.empty')}
          onSort={list.toggleSort}
          onEdit={setEditing}
          onPatch={(m, p) => void handlePatch(m, p)}
          onRemove={setRemoving}
        />
      )}
      <Pager {...list.pager} />
      <InviteStaffDialog
        isOpen={isInviteOpen}
        roles={roles ?? []}
        onClose={() => setInviteOpen(false)}
        onInvite={async (invites) => {
          await invite(invites);
          void toastSuccess(t('staffPage.invite.sent', { count: invites.length }));
        }}
      />
      {editing && restaurantId && (
        <EditStaffDialog
          key={editing.id}
          rid={restaurantId}
          member={editing}
          onClose={() => setEditing(null)}
          onSave={(patch) => update(editing.id, patch)}
        />
      )}
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
