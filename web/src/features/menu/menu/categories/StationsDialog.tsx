import { Button, Classes, Dialog, DialogBody, EditableText, HTMLTable, InputGroup, Radio } from '@blueprintjs/core';
import { useState } from 'react';
import { toastError } from '../../../../app/toaster';
import { useCatalogueT } from '../../../../app/i18n/catalogue';
import { useDeleteStationMutation, useSaveStationMutation } from '../stations.api';
import type { Station } from '../menu.types';

interface Props {
  restaurantId: string;
  stations: Station[];
  canEdit: boolean;
  onClose: () => void;
}

/** Kitchen stations (grill, bar…): add, rename, delete, and the default one for dishes with no station. */
export function StationsDialog({ restaurantId, stations, canEdit, onClose }: Props) {
  const t = useCatalogueT();
  const [saveStation] = useSaveStationMutation();
  const [deleteStation] = useDeleteStationMutation();
  const [name, setName] = useState('');
  const [isBusy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      void toastError(error);
    } finally {
      // Stations change routing of many dishes: every change reads the catalogue again (menu.api).
      setBusy(false);
    }
  };
  const handleAdd = () =>
    name.trim() &&
    void run(async () => {
      await saveStation({
        rid: restaurantId,
        body: { name: name.trim(), isDefault: stations.length === 0, sortOrder: stations.length },
      }).unwrap();
      setName('');
    });

  const sorted = [...stations].sort((a, b) => a.sortOrder - b.sortOrder);
  return (
    <Dialog isOpen onClose={onClose} title={t('stations.title')} icon="flame">
      <DialogBody>
        <p className={Classes.TEXT_MUTED}>{t('stations.hint')}</p>
        <HTMLTable compact style={{ width: '100%' }} data-testid="stations-table">
          <thead>
            <tr>
              <th>{t('stations.name')}</th>
              <th>{t('stations.default')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {sorted.map((s) => (
              <tr key={s.id}>
                <td>
                  <EditableText
                    defaultValue={s.name}
                    disabled={!canEdit || isBusy}
                    onConfirm={(v) =>
                      v.trim() &&
                      v.trim() !== s.name &&
                      void run(() => saveStation({ rid: restaurantId, id: s.id, body: { name: v.trim() } }).unwrap())
                    }
                  />
                </td>
                <td>
                  <Radio
                    checked={s.isDefault}
                    disabled={!canEdit || isBusy}
                    aria-label={t('stations.default')}
                    onChange={() =>
                      void run(() => saveStation({ rid: restaurantId, id: s.id, body: { isDefault: true } }).unwrap())
                    }
                  />
                </td>
                <td>
                  {canEdit && (
                    <Button
                      icon="trash"
                      variant="minimal"
                      intent="danger"
                      size="small"
                      aria-label={t('common.delete')}
                      disabled={isBusy}
                      onClick={() => void run(() => deleteStation({ rid: restaurantId, id: s.id }).unwrap())}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
        {canEdit && (
          <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
            <InputGroup
              value={name}
              placeholder={t('stations.newPlaceholder')}
              aria-label={t('stations.name')}
              fill
              onChange={(e) => setName(e.currentTarget.value)}
              onKeyDown={(e) => e.key === 'Enter' && handleAdd()}
            />
            <Button icon="add" text={t('stations.add')} disabled={!name.trim() || isBusy} onClick={handleAdd} />
          </div>
        )}
      </DialogBody>
    </Dialog>
  );
}
