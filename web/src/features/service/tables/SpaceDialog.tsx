import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../app/toaster';
import { useCatalogueT } from '../../../app/i18n/catalogue';
import { fieldErrors, isPlanRequired } from '../../../api/errors';
import { useSaveSpaceMutation } from './tables.api';
import type { Space } from './tables.types';

interface Props {
  restaurantId: string;
  space: Space | null;
  nextSortOrder: number;
  onClose: () => void;
  onPlanRequired: () => void;
}

/** Create or rename a space. */
export function SpaceDialog({ restaurantId, space, nextSortOrder, onClose, onPlanRequired }: Props) {
  const t = useCatalogueT();
  const [saveSpace] = useSaveSpaceMutation();
  const [name, setName] = useState(space?.name ?? '');
  const [error, setError] = useState<string | undefined>();
  const [isSaving, setSaving] = useState(false);
  const handleSave = async () => {
    if (!name.trim()) return setError(t('spaces.nameRequired'));
    setSaving(true);
    try {
      const body = space ? { name: name.trim() } : { name: name.trim(), sortOrder: nextSortOrder };
      const saved = await saveSpace({ rid: restaurantId, id: space?.id, body }).unwrap();
      void toastSuccess(t(space ? 'spaces.updated' : 'spaces.created', { name: saved.name }));
      onClose();
    } catch (e) {
      if (isPlanRequired(e)) {
        onClose();
        onPlanRequired();
      } else {
        setError(fieldErrors(e).name);
        void toastError(e);
      }
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog isOpen onClose={onClose} title={space ? t('spaces.editTitle') : t('spaces.newTitle')} icon="layout-grid">
      <DialogBody>
        <FormGroup label={t('spaces.name')} labelFor="space-name" intent={error ? 'danger' : 'none'} helperText={error}>
          <InputGroup
            id="space-name"
            value={name}
            autoFocus
            onChange={(e) => setName(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && void handleSave()}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('common.cancel')} onClick={onClose} />
            <Button
              intent="primary"
              text={t('common.save')}
              loading={isSaving}
              onClick={() => void handleSave()}
              data-testid="space-save"
            />
          </>
        }
      />
    </Dialog>
  );
}
