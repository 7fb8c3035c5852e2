import { Button, Card, FormGroup, H5, HTMLSelect, InputGroup, NumericInput } from '@blueprintjs/core';
import { useState } from 'react';
import { toastError } from '../../../app/toaster';
import { useCatalogueT } from '../../../app/i18n/catalogue';
import { useSetTableStatusMutation } from './tables.api';
import {
  STATUS_COLORS,
  TABLE_STATUSES,
  type DiningTable,
  type Space,
  type TableShape,
  type TableStatus,
} from './tables.types';

interface Props {
  restaurantId: string;
  table: DiningTable;
  spaces: Space[];
  canEdit: boolean;
  canOperate: boolean;
  onSave: (table: DiningTable, change: Partial<DiningTable>) => Promise<DiningTable | null>;
  onShowQr: () => void;
  onDelete: () => void;
}

/** The selected table: details saved with its version; status and open/close apply at once. */
export function TableInspector({
  restaurantId,
  table,
  spaces,
  canEdit,
  canOperate,
  onSave,
  onShowQr,
  onDelete,
}: Props) {
  const t = useCatalogueT();
  const [setTableStatus] = useSetTableStatusMutation();
  // Editing starts from the table as it was when selected; `key` on this component resets it.
  const [name, setName] = useState(table.name);
  const [capacity, setCapacity] = useState(table.capacity);
  const [shape, setShape] = useState<TableShape>(table.shape);
  const [spaceId, setSpaceId] = useState(table.spaceId);
  const [isBusy, setBusy] = useState(false);
  const isDirty =
    name !== table.name || capacity !== table.capacity || shape !== table.shape || spaceId !== table.spaceId;

  const operate = async (body: { status?: TableStatus; isOpen?: boolean }) => {
    setBusy(true);
    try {
      await setTableStatus({ rid: restaurantId, id: table.id, body }).unwrap();
    } catch (error) {
      void toastError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card style={{ width: 280, flexShrink: 0 }} data-testid="table-inspector">
      <H5>
        <span
          style={{
            display: 'inline-block',
            width: 10,
            height: 10,
            borderRadius: 5,
            background: STATUS_COLORS[table.status],
            marginRight: 8,
          }}
        />
        {table.name}
      </H5>
      <FormGroup label={t('tables.status.label')}>
        <HTMLSelect
          fill
          value={table.status}
          disabled={!canOperate || isBusy}
          onChange={(e) => void operate({ status: e.currentTarget.value as TableStatus })}
          data-testid="table-status"
        >
          {TABLE_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`tables.status.${s}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <Button
        fill
        icon={table.isOpen ? 'lock' : 'unlock'}
        text={table.isOpen ? t('tables.close') : t('tables.open')}
        disabled={!canOperate || isBusy}
        onClick={() => void operate({ isOpen: !table.isOpen })}
        style={{ marginBottom: 16 }}
        data-testid="table-open-toggle"
      />
      <FormGroup label={t('tables.name')} labelFor="table-name">
        <InputGroup id="table-name" value={name} disabled={!canEdit} onChange={(e) => setName(e.currentTarget.value)} />
      </FormGroup>
      <div style={{ display: 'flex', gap: 8 }}>
        <FormGroup label={t('tables.capacity')} style={{ flex: 1 }}>
          <NumericInput
            fill
            min={1}
            value={capacity}
            disabled={!canEdit}
            onValueChange={(n) => setCapacity(Number.isFinite(n) ? n : 1)}
          />
        </FormGroup>
        <FormGroup label={t('tables.shape')} style={{ flex: 1 }}>
          <HTMLSelect
            fill
            value={shape}
            disabled={!canEdit}
            onChange={(e) => setShape(e.currentTarget.value as TableShape)}
          >
            {(['square', 'round', 'rectangle'] as const).map((s) => (
              <option key={s} value={s}>
                {t(`tables.shapes.${s}`)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
      <FormGroup label={t('tables.space')}>
        <HTMLSelect fill value={spaceId} disabled={!canEdit} onChange={(e) => setSpaceId(e.currentTarget.value)}>
          {spaces.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      {canEdit && (
        <Button
          fill
          intent="primary"
          text={t('common.save')}
          disabled={!isDirty || !name.trim()}
          loading={isBusy}
          onClick={async () => {
            setBusy(true);
            await onSave(table, { name: name.trim(), capacity, shape, spaceId });
            setBusy(false);
          }}
        />
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
        <Button icon="mobile-phone" text={t('qr.button')} onClick={onShowQr} style={{ flex: 1 }} />
        {canEdit && (
          <Button icon="trash" intent="danger" variant="minimal" aria-label={t('common.delete')} onClick={onDelete} />
        )}
      </div>
    </Card>
  );
}
