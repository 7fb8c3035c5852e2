import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, NumericInput, Tag } from '@blueprintjs/core';
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
import { useDeleteUnitMutation, useListUnitsQuery, useSaveUnitMutation } from './inventory.api';
import { InventoryFrame, formatQuantity } from './InventoryFrame';
import type { MeasuringUnit, UnitInput } from './inventory.types';

const NO_UNITS: MeasuringUnit[] = [];

/** Measuring units: base units (g, ml, each) and multiples of them (kg = 1000 g); a unit in use keeps its factor. */
export default function MeasuringUnitPage() {
  const t = useInventoryT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const canEdit = useCan('edit', 'inventory');
  const result = useListUnitsQuery(rid, { skip: !rid });
  const units = result.data?.data ?? NO_UNITS;
  const list = useClientList(units, {
    searchText: (u) => `${u.name} ${u.abbreviation}`,
    sortBy: { name: (u) => u.name, abbreviation: (u) => u.abbreviation },
    perPage: 25,
  });
  const [editing, setEditing] = useState<MeasuringUnit | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MeasuringUnit | null>(null);
  const [deleteUnit] = useDeleteUnitMutation();

  const columns: Column<MeasuringUnit>[] = [
    { key: 'name', header: t('units.name'), sortable: true, render: (u) => <strong>{u.name}</strong> },
    { key: 'abbreviation', header: t('units.abbreviation'), sortable: true, render: (u) => u.abbreviation },
    {
      key: 'conversion',
      header: t('units.conversion'),
      render: (u) =>
        u.baseUnit ? `1 ${u.abbreviation} = ${formatQuantity(u.factor)} ${u.baseUnit}` : t('units.isBase'),
    },
    {
      key: 'inUse',
      header: t('units.inUse'),
      render: (u) =>
        u.inUse ? (
          <Tag minimal intent="primary">
            {t('units.used')}
          </Tag>
        ) : null,
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: '',
            label: t('common.actions'),
            align: 'right' as const,
            render: (u: MeasuringUnit) => (
              <>
                <Button
                  variant="minimal"
                  icon="edit"
                  aria-label={t('units.edit', { name: u.name })}
                  onClick={() => setEditing(u)}
                />
                <Button
                  variant="minimal"
                  icon="trash"
                  intent="danger"
                  aria-label={t('units.delete', { name: u.name })}
                  onClick={() => setDeleting(u)}
                />
              </>
            ),
          },
        ]
      : []),
  ];

  return (
    <InventoryFrame title={t('units.title')} description={t('units.subtitle')} error={result.error}>
      <ListToolbar q={list.q} onQuery={list.setQuery} placeholder={t('units.search')}>
        {canEdit && <Button intent="primary" icon="add" text={t('units.new')} onClick={() => setEditing('new')} />}
      </ListToolbar>
      <DataTable
        rows={list.visible}
        columns={columns}
        rowKey={(u) => u.id}
        sort={list.sort}
        onSort={list.toggleSort}
        empty={result.isLoading ? t('common.loading') : t('units.empty')}
        testId="units-table"
      />
      <Pager {...list.pager} />
      {editing && (
        <UnitDialog
          rid={rid}
          unit={editing === 'new' ? null : editing}
          bases={units.filter((u) => !u.baseUnitId && u.id !== (editing === 'new' ? '' : editing.id))}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDelete
        name={deleting?.name ?? null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteUnit({ rid, id: deleting.id }).unwrap();
          void toastSuccess(t('common.deleted', { name: deleting.name }));
        }}
      />
    </InventoryFrame>
  );
}

function UnitDialog({
  rid,
  unit,
  bases,
  onClose,
}: {
  rid: string;
  unit: MeasuringUnit | null;
  bases: MeasuringUnit[];
  onClose: () => void;
}) {
  const t = useInventoryT();
  const [saveUnit, { isLoading }] = useSaveUnitMutation();
  const [form, setForm] = useState<UnitInput>({
    name: unit?.name ?? '',
    abbreviation: unit?.abbreviation ?? '',
    baseUnitId: unit?.baseUnitId ?? null,
    factor: unit?.factor ?? 1,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = async () => {
    try {
      const saved = await saveUnit({
        rid,
        id: unit?.id,
        body: { ...form, factor: form.baseUnitId ? form.factor : 1 },
      }).unwrap();
      void toastSuccess(t('common.saved', { name: saved.name }));
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error));
      void toastError(error);
    }
  };
  const base = bases.find((b) => b.id === form.baseUnitId);
  return (
    <Dialog isOpen onClose={onClose} title={unit ? t('units.editTitle') : t('units.newTitle')} icon="numerical">
      <DialogBody>
        <TextField
          id="unit-name"
          label={t('units.name')}
          value={form.name}
          error={errors.name}
          onValueChange={(name) => setForm({ ...form, name })}
          autoFocus
        />
        <TextField
          id="unit-abbreviation"
          label={t('units.abbreviation')}
          value={form.abbreviation}
          error={errors.abbreviation}
          onValueChange={(abbreviation) => setForm({ ...form, abbreviation })}
        />
        <FormGroup
          label={t('units.baseUnit')}
          labelFor="unit-base"
          helperText={errors.baseUnitId ?? t('units.baseHint')}
          intent={errors.baseUnitId ? 'danger' : 'none'}
        >
          <HTMLSelect
            id="unit-base"
            fill
            value={form.baseUnitId ?? ''}
            onChange={(e) => setForm({ ...form, baseUnitId: e.currentTarget.value || null })}
          >
            <option value="">{t('units.noBase')}</option>
            {bases.map((b) => (
              <option key={b.id} value={b.id}>{`${b.name} (${b.abbreviation})`}</option>
            ))}
          </HTMLSelect>
        </FormGroup>
        {form.baseUnitId && (
          <FormGroup
            label={t('units.factor', { base: base?.abbreviation ?? '' })}
            labelFor="unit-factor"
            helperText={errors.factor}
            intent={errors.factor ? 'danger' : 'none'}
          >
            <NumericInput
              id="unit-factor"
              fill
              min={0}
              value={form.factor}
              onValueChange={(factor) => setForm({ ...form, factor })}
            />
          </FormGroup>
        )}
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
