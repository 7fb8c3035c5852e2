import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import type { Department } from '@ros/shared-events';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError, toastSuccess } from '../../../app/toaster';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { ImageUploadField } from '../../../components/ImageUploadField';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { Pager } from '../../../components/list/Pager';
import { useClientList } from '../../../components/list/useClientList';
import { PageHeader } from '../../../components/PageHeader';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { useListMembersQuery } from '../staff';
import {
  useDeleteDepartmentMutation,
  useListDepartmentsQuery,
  useSaveDepartmentMutation,
} from '../../../api/departments.api';
import { useStaffT } from '../../../app/i18n/staff';

const NONE: Department[] = [];

/** Departments (Kitchen, Floor, Bar, Delivery…): a manager, a colour and a cover photo; members belong to one. */
export default function DepartmentPage() {
  const t = useStaffT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const canEdit = useCan('edit', 'departments');
  const result = useListDepartmentsQuery(rid, { skip: !rid });
  const list = useClientList(result.data?.data ?? NONE, {
    searchText: (d) => `${d.name} ${d.managerName ?? ''}`,
    sortBy: { name: (d) => d.name, members: (d) => d.members, manager: (d) => d.managerName ?? '' },
    perPage: 25,
  });
  const [editing, setEditing] = useState<Department | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Department | null>(null);
  const [remove] = useDeleteDepartmentMutation();
  const columns: Column<Department>[] = [
    {
      key: 'name',
      header: t('departments.name'),
      sortable: true,
      render: (d) => (
        <span style={{ display: 'inline-flex', alignItems: 'center' }}>
          {d.coverImageUrl && (
            <img
              src={d.coverImageUrl}
              alt={t('departments.coverAlt', { name: d.name })}
              style={{ width: 64, height: 40, objectFit: 'cover', borderRadius: 4, marginRight: 10 }}
            />
          )}
          <span
            aria-hidden
            style={{
              display: 'inline-block',
              width: 10,
              height: 10,
              borderRadius: 5,
              marginRight: 8,
              background: d.color ?? '#8f99a8',
            }}
          />
          <strong>{d.name}</strong>
        </span>
      ),
    },
    { key: 'manager', header: t('departments.manager'), sortable: true, render: (d) => d.managerName ?? '—' },
    { key: 'members', header: t('departments.members'), sortable: true, align: 'right', render: (d) => d.members },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: '',
            label: t('common.actions'),
            align: 'right' as const,
            render: (d: Department) => (
              <>
                <Button
                  variant="minimal"
                  icon="edit"
                  aria-label={t('departments.edit', { name: d.name })}
                  onClick={() => setEditing(d)}
                />
                <Button
                  variant="minimal"
                  icon="trash"
                  intent="danger"
                  aria-label={t('departments.delete', { name: d.name })}
                  onClick={() => setDeleting(d)}
                />
              </>
            ),
          },
        ]
      : []),
  ];
  return (
    <div className="ros-page">
      <PageHeader title={t('departments.title')} description={t('departments.subtitle')} />
      <ListToolbar q={list.q} onQuery={list.setQuery} placeholder={t('departments.search')}>
        {canEdit && (
          <Button intent="primary" icon="add" text={t('departments.new')} onClick={() => setEditing('new')} />
        )}
      </ListToolbar>
      <DataTable
        rows={list.visible}
        columns={columns}
        rowKey={(d) => d.id}
        sort={list.sort}
        onSort={list.toggleSort}
        empty={result.isLoading ? t('common.loading') : t('departments.empty')}
        testId="departments-table"
      />
      <Pager {...list.pager} />
      {editing && (
        <DepartmentDialog rid={rid} department={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDelete
        name={deleting?.name ?? null}
        message={t('departments.deleteHint')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove({ rid, id: deleting.id }).unwrap();
          void toastSuccess(t('common.deleted', { name: deleting.name }));
        }}
      />
    </div>
  );
}

function DepartmentDialog({
  rid,
  department,
  onClose,
}: {
  rid: string;
  department: Department | null;
  onClose: () => void;
}) {
  const t = useStaffT();
  const [save, { isLoading }] = useSaveDepartmentMutation();
  const members = useListMembersQuery({ rid, query: { perPage: 100 } }).data?.data ?? [];
  const [name, setName] = useState(department?.name ?? '');
  const [color, setColor] = useState(department?.color ?? '#2d72d2');
  const [manager, setManager] = useState(department?.managerMemberId ?? '');
  const [remarks, setRemarks] = useState(department?.remarks ?? '');
  const [cover, setCover] = useState<string | null>(department?.coverImageUrl ?? null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    try {
      const saved = await save({
        rid,
        id: department?.id,
        name,
        color,
        managerMemberId: manager || null,
        remarks: remarks.trim() || null,
        coverImageUrl: cover,
      }).unwrap();
      void toastSuccess(t('common.saved', { name: saved.name }));
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
      title={department ? t('departments.editTitle') : t('departments.newTitle')}
      icon="office"
    >
      <DialogBody>
        <TextField
          id="department-name"
          label={t('departments.name')}
          value={name}
          error={errors.name}
          onValueChange={setName}
          autoFocus
        />
        <TextField
          id="department-color"
          label={t('departments.color')}
          type="color"
          value={color}
          error={errors.color}
          onValueChange={setColor}
          style={{ width: 80 }}
        />
        <SelectField
          id="department-manager"
          label={t('departments.manager')}
          value={manager}
          error={errors.managerMemberId}
          onChange={setManager}
          options={[
            { value: '', label: t('departments.noManager') },
            ...members.filter((m) => m.status === 'active').map((m) => ({ value: m.id, label: m.fullName ?? m.email })),
          ]}
        />
        <ImageUploadField
          id="department-cover"
          label={t('departments.coverImageUrl')}
          restaurantId={rid}
          value={cover}
          onChange={setCover}
          alt={t('departments.coverAlt', { name })}
          error={errors.coverImageUrl}
          onUploading={setUploading}
        />
        <TextField
          id="department-remarks"
          label={t('departments.remarks')}
          value={remarks}
          error={errors.remarks}
          onValueChange={setRemarks}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={t('common.save')}
              loading={isLoading || uploading}
              onClick={() => void submit()}
            />
          </>
        }
      />
    </Dialog>
  );
}
