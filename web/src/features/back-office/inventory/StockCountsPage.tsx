import { Button, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { fieldErrors } from '../../../api/errors';
import { toastError } from '../../../app/toaster';
import { DataTable, type Column } from '../../../components/list/DataTable';
import { ListToolbar } from '../../../components/list/ListToolbar';
import { Pager } from '../../../components/list/Pager';
import { useClientList } from '../../../components/list/useClientList';
import { formatMoney } from '../../../components/money';
import { TextField } from '../../../components/TextField';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { CountSheetDialog } from './CountSheetDialog';
import { useInventoryT } from './i18n';
import { useCreateCountMutation, useListCountsQuery, useListGroupsQuery } from './inventory.api';
import { InventoryFrame } from './InventoryFrame';
import type { StockCount } from './inventory.types';

type Row = Omit<StockCount, 'lines'>;
const NO_COUNTS: Row[] = [];

/** Stock counts: a sheet per group or storage location; posting it corrects on-hand and shows the variance. */
export default function StockCountsPage() {
  const t = useInventoryT();
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const canEdit = useCan('edit', 'inventory');
  const result = useListCountsQuery(rid, { skip: !rid });
  const list = useClientList(result.data?.data ?? NO_COUNTS, {
    searchText: (c) => `${c.groupName ?? ''} ${c.location ?? ''} ${c.createdBy.name}`,
    sortBy: { createdAt: (c) => c.createdAt, varianceValue: (c) => c.varianceValue },
    initialSort: { column: 'createdAt', dir: 'desc' },
    perPage: 25,
  });
  const [openedId, setOpenedId] = useState<string | null>(null);
  const [isStarting, setStarting] = useState(false);
  const columns: Column<Row>[] = [
    {
      key: 'createdAt',
      header: t('counts.started'),
      sortable: true,
      render: (c) => new Date(c.createdAt).toLocaleString(),
    },
    { key: 'scope', header: t('counts.scope'), render: (c) => c.groupName ?? c.location ?? t('counts.everything') },
    {
      key: 'status',
      header: t('counts.statusHeader'),
      render: (c) => (
        <Tag minimal intent={c.status === 'posted' ? 'success' : 'primary'}>
          {t(`counts.status.${c.status}`)}
        </Tag>
      ),
    },
    { key: 'createdBy', header: t('counts.by'), render: (c) => c.createdBy.name },
    {
      key: 'varianceValue',
      header: t('counts.varianceValue'),
      sortable: true,
      align: 'right',
      render: (c) => formatMoney(c.varianceValue),
    },
  ];
  return (
    <InventoryFrame title={t('counts.title')} description={t('counts.subtitle')} error={result.error}>
      <ListToolbar q={list.q} onQuery={list.setQuery} placeholder={t('counts.search')}>
        {canEdit && <Button intent="primary" icon="add" text={t('counts.new')} onClick={() => setStarting(true)} />}
      </ListToolbar>
      <DataTable
        rows={list.visible}
        columns={columns}
        rowKey={(c) => c.id}
        sort={list.sort}
        onSort={list.toggleSort}
        onRowClick={(c) => setOpenedId(c.id)}
        empty={result.isLoading ? t('common.loading') : t('counts.empty')}
        testId="counts-table"
      />
      <Pager {...list.pager} />
      {isStarting && <StartCountDialog rid={rid} onClose={() => setStarting(false)} onStarted={setOpenedId} />}
      {openedId && <CountSheetDialog rid={rid} id={openedId} canEdit={canEdit} onClose={() => setOpenedId(null)} />}
    </InventoryFrame>
  );
}

function StartCountDialog({
  rid,
  onClose,
  onStarted,
}: {
  rid: string;
  onClose: () => void;
  onStarted: (id: string) => void;
}) {
  const t = useInventoryT();
  const groups = useListGroupsQuery(rid).data?.data ?? [];
  const [createCount, { isLoading }] = useCreateCountMutation();
  const [groupId, setGroupId] = useState('');
  const [location, setLocation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const start = async () => {
    try {
      const count = await createCount({ rid, groupId: groupId || null, location: location.trim() || null }).unwrap();
      onClose();
      onStarted(count.id);
    } catch (error) {
      setErrors(fieldErrors(error));
      void toastError(error);
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={t('counts.newTitle')} icon="clipboard">
      <DialogBody>
        <FormGroup
          label={t('counts.group')}
          labelFor="count-group"
          helperText={errors.groupId ?? t('counts.scopeHint')}
          intent={errors.groupId ? 'danger' : 'none'}
        >
          <HTMLSelect id="count-group" fill value={groupId} onChange={(e) => setGroupId(e.currentTarget.value)}>
            <option value="">{t('counts.allGroups')}</option>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
        <TextField
          id="count-location"
          label={t('counts.location')}
          value={location}
          error={errors.location}
          onValueChange={setLocation}
        />
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button intent="primary" text={t('counts.start')} loading={isLoading} onClick={() => void start()} />
          </>
        }
      />
    </Dialog>
  );
}
