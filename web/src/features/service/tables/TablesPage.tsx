import { Button, NonIdealState, Spinner, Tab, Tabs } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastError, toastSuccess } from '../../../app/toaster';
import { PageHeader } from '../../../components/PageHeader';
import { useCatalogueT } from '../../../app/i18n/catalogue';
import { ConfirmDelete } from '../../../components/ConfirmDelete';
import { useCan } from '../../../app/session/useAbility';
import { FloorPlan } from './floor/FloorPlan';
import { QrDialog, guestMenuUrl, printQrCards, useQrCodes } from './QrDialog';
import { TableInspector } from './TableInspector';
import { TableList } from './TableList';
import { useCreateTableMutation, useDeleteTableMutation, useRotateQrMutation } from './tables.api';
import type { DiningTable } from './tables.types';
import { useFloor } from './useFloor';
import { useTableSave } from './useTableSave';

/** Tables: the floor plan editor per space (live status colours) and the list of every table. */
export default function TablesPage() {
  const t = useCatalogueT();
  const [createTable] = useCreateTableMutation();
  const [rotateQr] = useRotateQrMutation();
  const [deleteTable] = useDeleteTableMutation();
  const navigate = useNavigate();
  const canEdit = useCan('edit', 'tables');
  const canOperate = useCan('edit', 'orders') || canEdit;
  const { restaurantId, status, spaces, tables } = useFloor();
  const save = useTableSave(restaurantId);
  const [view, setView] = useState<'floor' | 'list'>('floor');
  const [chosenSpace, setSpace] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [qrTableId, setQrTableId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DiningTable | null>(null);
  const spaceId = spaces.some((s) => s.id === chosenSpace) ? chosenSpace : (spaces[0]?.id ?? '');
  const inSpace = useMemo(() => tables.filter((x) => x.spaceId === spaceId), [tables, spaceId]);
  const selected = tables.find((x) => x.id === selectedId) ?? null;
  const qrTable = tables.find((x) => x.id === qrTableId) ?? null;
  const codes = useQrCodes(restaurantId, view === 'floor' ? inSpace : []);

  const handleAdd = async () => {
    const n = tables.length + 1;
    let name = `T${n}`;
    for (let i = n; tables.some((x) => x.name.toLowerCase() === name.toLowerCase()); i++) name = `T${i + 1}`;
    const count = inSpace.length;
    try {
      const created = await createTable({
        rid: restaurantId,
        body: { spaceId, name, capacity: 4, x: 20 + (count % 10) * 110, y: 20 + Math.floor(count / 10) * 110 },
      }).unwrap();
      setSelectedId(created.id);
    } catch (error) {
      void toastError(error);
    }
  };

  const header = (
    <PageHeader
      title={t('tables.title')}
      description={t('tables.subtitle')}
      actions={
        spaces.length > 0 && (
          <>
            <Button
              icon="print"
              text={t('qr.printAll')}
              disabled={inSpace.length === 0 || Object.keys(codes).length < inSpace.length}
              onClick={() =>
                printQrCards(
                  t('qr.printTitle'),
                  inSpace.map((x) => ({
                    name: x.name,
                    image: codes[x.id] ?? '',
                    caption: guestMenuUrl(restaurantId, x.qrToken),
                  })),
                )
              }
            />
            {canEdit && (
              <Button
                intent="primary"
                icon="add"
                text={t('tables.add')}
                onClick={() => void handleAdd()}
                data-testid="add-table"
              />
            )}
          </>
        )
      }
    />
  );
  if (status !== 'ready' && spaces.length === 0)
    return (
      <div className="ros-page">
        {header}
        {status === 'error' ? <NonIdealState icon="error" title={t('common.loadFailed')} /> : <Spinner />}
      </div>
    );
  if (spaces.length === 0) {
    return (
      <div className="ros-page">
        {header}
        <NonIdealState
          icon="layout-grid"
          title={t('tables.noSpaceTitle')}
          description={t('tables.noSpaceBody')}
          action={
            <Button
              intent="primary"
              text={t('spaces.manage')}
              onClick={() => navigate('/apps/management/tableandspace/space')}
            />
          }
        />
      </div>
    );
  }

  return (
    <div className="ros-page">
      {header}
      <Tabs id="tables-view" selectedTabId={view} onChange={(id) => setView(id as 'floor' | 'list')}>
        <Tab id="floor" title={t('tables.floorTab')} />
        <Tab id="list" title={t('tables.listTab')} />
      </Tabs>
      {view === 'floor' ? (
        <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', marginTop: 8 }}>
          <FloorPlan
            spaces={spaces}
            spaceId={spaceId}
            onSpace={(id) => {
              setSpace(id);
              setSelectedId(null);
            }}
            tables={inSpace}
            selectedId={selectedId}
            onSelect={setSelectedId}
            canEdit={canEdit}
            onCommit={async (table, geometry) => {
              await save(table, geometry);
            }}
          />
          {selected && (
            <TableInspector
              key={`${selected.id}:${selected.version}`}
              restaurantId={restaurantId}
              table={selected}
              spaces={spaces}
              canEdit={canEdit}
              canOperate={canOperate}
              onSave={save}
              onShowQr={() => setQrTableId(selected.id)}
              onDelete={() => setDeleting(selected)}
            />
          )}
        </div>
      ) : (
        <TableList
          tables={tables}
          spaces={spaces}
          onOpen={(x) => {
            setSpace(x.spaceId);
            setSelectedId(x.id);
            setView('floor');
          }}
        />
      )}
      <QrDialog
        restaurantId={restaurantId}
        table={qrTable}
        onClose={() => setQrTableId(null)}
        onRotate={
          canEdit && qrTable
            ? () => void rotateQr({ rid: restaurantId, id: qrTable.id }).unwrap().catch(toastError)
            : undefined
        }
      />
      <ConfirmDelete
        name={deleting?.name ?? null}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await deleteTable({ rid: restaurantId, id: deleting.id }).unwrap();
          setSelectedId(null);
          void toastSuccess(t('common.deleted', { name: deleting.name }));
        }}
      />
    </div>
  );
}
