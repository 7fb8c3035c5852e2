import { Button, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../app/toaster';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { describeError } from '../../../app/errors';
import { PageHeader } from '../../../components/PageHeader';
import { CreateRoleDialog } from './roles/CreateRoleDialog';
import { DeleteRoleDialog } from './roles/DeleteRoleDialog';
import { RoleCard } from './roles/RoleCard';
import { RoleEditor } from './roles/RoleEditor';
import { useRoles } from './roles/useRoles';

/** User role: the role cards, the permission editor, custom roles, disable and delete with transfer. */
export default function UserRolePage() {
  const restaurantId = useAppSelector(selectCurrentRestaurantId);
  // A new restaurant starts from a clean form (no draft or selection carried over).
  return <UserRoleView key={restaurantId ?? 'none'} restaurantId={restaurantId} />;
}

function UserRoleView({ restaurantId }: { restaurantId: string | null }) {
  const { t } = useTranslation();
  const canEdit = useCan('edit', 'roles');
  const { roles, error, loading, create, update, remove } = useRoles(restaurantId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isCreateOpen, setCreateOpen] = useState(false);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  if (!restaurantId) return <NonIdealState icon="shop" title={t('settingsPages.common.noRestaurant')} />;
  if (!roles) {
    if (loading) return <Spinner />;
    return <NonIdealState icon="error" title={describeError(error)} />;
  }

  const selected =
    roles.find((r) => r.id === selectedId) ?? roles.find((r) => r.systemKey !== 'owner') ?? roles[0] ?? null;
  const deleting = roles.find((r) => r.id === deletingId) ?? null;

  const handleToggleDisabled = async (roleId: string, isDisabled: boolean) => {
    try {
      const role = await update(roleId, { isDisabled });
      void toastSuccess(
        t(isDisabled ? 'settingsPages.roles.disabledToast' : 'settingsPages.roles.enabledToast', { name: role.name }),
      );
    } catch (err) {
      void toastError(err);
    }
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <PageHeader
        title={t('settingsPages.roles.title')}
        description={t('settingsPages.roles.subtitle')}
        actions={
          canEdit && (
            <Button
              intent={Intent.PRIMARY}
              icon="plus"
              text={t('settingsPages.roles.add')}
              onClick={() => setCreateOpen(true)}
            />
          )
        }
      />
      {!canEdit && (
        <Callout intent={Intent.PRIMARY} icon="lock">
          {t('settingsPages.common.readOnly')}
        </Callout>
      )}
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 12 }}>
        {roles.map((role) => (
          <RoleCard
            key={role.id}
            role={role}
            selected={role.id === selected?.id}
            canEdit={canEdit}
            onSelect={() => setSelectedId(role.id)}
            onToggleDisabled={(d) => void handleToggleDisabled(role.id, d)}
            onDelete={() => setDeletingId(role.id)}
          />
        ))}
      </div>
      {selected && (
        <RoleEditor
          key={selected.id}
          role={selected}
          canEdit={canEdit}
          onSave={(patch) => update(selected.id, patch)}
        />
      )}
      <CreateRoleDialog
        isOpen={isCreateOpen}
        onClose={() => setCreateOpen(false)}
        onCreate={create}
        onCreated={(r) => setSelectedId(r.id)}
      />
      <DeleteRoleDialog
        key={deletingId ?? 'none'}
        role={deleting}
        roles={roles}
        onClose={() => setDeletingId(null)}
        onDelete={async (id, transferTo) => {
          await remove(id, transferTo);
          void toastSuccess(t('settingsPages.roles.deleted', { name: deleting?.name ?? '' }));
        }}
      />
    </div>
  );
}
