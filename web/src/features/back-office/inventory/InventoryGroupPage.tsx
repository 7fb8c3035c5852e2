import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { Pager } from '../../../components/list/Pager';
import { useClientList } from '../../../components/list/useClientList';
import { TextField } from '../../../components/TextField';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { useInventoryT } from './i18n';
import { useDeleteGroupMutation, useListGroupsQuery, useSaveGroupMutation } from './inventory.api';
import { InventoryFrame } from './InventoryFrame';
import type { InventoryGroup } from './inventory.types';

const NO_GROUPS: InventoryGroup[] = [];

/** Inventory groups (Dry goods, Dairy, Produce…): to find, filter and count items faster. */
export default function InventoryGroupPage() {
  const t = useInventoryT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const canEdit = useCan('edit', 'inventory');
  const result = useListGroupsQuery(rid, { skip: !rid });
  const list = useClientList(result.data?.data ?? NO_GROUPS, {
    searchText: (g) => g.name,
    sortBy: { name: (g) => g.name, itemCount: (g) => g.itemCount },
    perPage: 25,
  });
  const [editing, setEditing] = useState<InventoryGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<InventoryGroup | null>(null);
  const [deleteGroup] = useDeleteGroupMutation();
  const columns: Column<InventoryGroup>[] = [
    { key: 'name', header: t('groups.name'), sortable: true, render: (g) => <strong>{g.name}</strong> },
    { key: 'itemCount', header: t('groups.items'), sortable: true, render: (g) => g.itemCount },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: '',
            label: t('common.actions'),
            align: 'right' as const,
            render: (g: InventoryGroup) => (
              <>
                <Button
                  variant="minimal"
                  icon="edit"
                  aria-label={t('groups.edit', { name: g.name })}
                  onClick={() => setEditing(g)}
                />
                <Button
                  variant="minimal"
                  icon="trash"
                  intent="danger"
                  aria-label={t('groups.delete', { name: g.name })}
                  onClick={() => setDeleting(g)}
                />
              </>
            ),
          },
        ]
      : []),
  ];
  return (
    <InventoryFrame title={t('groups.title')} description={t('groups.subtitle')} error={result.error}>
      <ListToolbar q={list.q} onQuery={list.setQuery} placeholder={t('groups.search')}>
        {canEdit && <Button intent="primary" icon="add" text={t('groups.new')} onClick={() => setEditing('new')} />}
      </ListToolbar>
      <DataTable
        rows={list.visible}
        columns={columns}
        rowKey={(g) => g.id}
        sort={list.sort}
        onSort={list.toggleSort}
        empty={result.isLoading ? t('common.loading') : t('groups.empty')}
        testId="groups-table"
      />
      <Pager {...list.pager} />
      {editing && <GroupDialog rid={rid} group={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDelete
        name={deleting?.name ?? null}
        message={t('groups.deleteHint')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteGroup({ rid, id: deleting.id }).unwrap();
          void toastSuccess(t('common.deleted', { name: deleting.name }));
        }}
      />
    </InventoryFrame>
  );
}

function GroupDialog({ rid, group, onClose }: { rid: string; group: InventoryGroup | null; onClose: () => void }) {
  const t = useInventoryT();
  const [saveGroup, { isLoading }] = useSaveGroupMutation();
  const [name, setName] = useState(group?.name ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    try {
      const saved = await saveGroup({ rid, id: group?.id, name }).unwrap();
      void toastSuccess(t('common.saved', { name: saved.name }));
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      void toastError(error);
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={group ? t('groups.editTitle') : t('groups.newTitle')} icon="group-objects">
      <DialogBody>
        <TextField
          id="group-name"
          label={t('groups.name')}
          value={name}
          error={errors.name}
          onValueChange={setName}
          autoFocus
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('common.save')} loading={isLoading} onClick={() => void save()} />
          </>
        }
      />
    </Dialog>
  );
}
