import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  InputGroup,
  NumericInput,
  Switch,
  TextArea,
} from '@blueprintjs/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../../app/toaster';
import { useCatalogueT } from '../../../../app/i18n/catalogue';
import { fieldErrors, isPlanRequired } from '../../../../api/errors';
import { useSaveMenuMutation } from '../menu.api';
import type { Menu } from '../menu.types';
import { MoneyInput } from '../../../../components/MoneyInput';

interface Props {
  restaurantId: string;
  menu: Menu | null;
  onClose: () => void;
  onPlanRequired: () => void;
}

/** Create or edit a menu: name, colour, description, discount, active. */
export function MenuDialog({ restaurantId, menu, onClose, onPlanRequired }: Props) {
  const t = useCatalogueT();
  const [saveMenu] = useSaveMenuMutation();
  const [name, setName] = useState(menu?.name ?? '');
  const [color, setColor] = useState(menu?.color ?? '#2d72d2');
  const [description, setDescription] = useState(menu?.description ?? '');
  const [discount, setDiscount] = useState(menu?.discount ?? { amount: 0, percent: 0 });
  const [isActive, setActive] = useState(menu?.isActive ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setSaving] = useState(false);

  const handleSave = async () => {
    if (!name.trim()) return setErrors({ name: t('menus.nameRequired') });
    setSaving(true);
    try {
      const body = { name: name.trim(), color, description: description.trim() || null, discount, isActive };
      const saved = await saveMenu({ rid: restaurantId, id: menu?.id, body }).unwrap();
      void toastSuccess(t(menu ? 'menus.updated' : 'menus.created', { name: saved.name }));
      onClose();
    } catch (error) {
      if (isPlanRequired(error)) {
        onClose();
        onPlanRequired();
      } else {
        setErrors(fieldErrors(error));
        void toastError(error);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog isOpen onClose={onClose} title={menu ? t('menus.editTitle') : t('menus.newTitle')} icon="book">
      <DialogBody>
        <FormGroup
          label={t('menus.name')}
          labelFor="menu-name"
          intent={errors.name ? 'danger' : 'none'}
          helperText={errors.name}
        >
          <InputGroup id="menu-name" value={name} onChange={(e) => setName(e.currentTarget.value)} autoFocus />
        </FormGroup>
        <FormGroup label={t('menus.color')} labelFor="menu-color">
          <input id="menu-color" type="color" value={color} onChange={(e) => setColor(e.currentTarget.value)} />
        </FormGroup>
        <FormGroup label={t('menus.description')} labelFor="menu-description">
          <TextArea
            id="menu-description"
            fill
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
          />
        </FormGroup>
        <div style={{ display: 'flex', gap: 12 }}>
          <FormGroup label={t('dishForm.discountPercent')} style={{ flex: 1 }}>
            <NumericInput
              fill
              min={0}
              max={100}
              value={discount.percent}
              onValueChange={(n) => setDiscount((d) => ({ ...d, percent: Number.isFinite(n) ? n : 0 }))}
            />
          </FormGroup>
          <FormGroup label={t('dishForm.discountAmount')} style={{ flex: 1 }}>
            <MoneyInput
              value={discount.amount}
              ariaLabel={t('dishForm.discountAmount')}
              onChange={(amount) => setDiscount((d) => ({ ...d, amount }))}
            />
          </FormGroup>
        </div>
        <Switch checked={isActive} label={t('menus.activeHint')} onChange={() => setActive(!isActive)} />
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
              data-testid="menu-save"
            />
          </>
        }
      />
    </Dialog>
  );
}
