import { Button, Card, Classes, H5, Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../../app/toaster';
import { useCatalogueT } from '../../../../app/i18n/catalogue';
import { useSetMenuActiveMutation } from '../menu.api';
import type { Menu } from '../menu.types';

interface Props {
  restaurantId: string;
  menus: Menu[];
  canEdit: boolean;
  onManage: () => void;
}

const NONE = '__none__';

/** Which menu feeds the digital menu (one at a time, or none). */
export function ActiveMenuSwitch({ restaurantId, menus, canEdit, onManage }: Props) {
  const t = useCatalogueT();
  const [setMenuActive] = useSetMenuActiveMutation();
  const [isBusy, setBusy] = useState(false);
  const active = menus.find((m) => m.isActive);

  const handleChange = async (id: string) => {
    setBusy(true);
    try {
      if (id === NONE) {
        if (active) await setMenuActive({ rid: restaurantId, id: active.id, isActive: false }).unwrap();
      } else {
        const saved = await setMenuActive({ rid: restaurantId, id, isActive: true }).unwrap();
        void toastSuccess(t('digital.activated', { name: saved.name }));
      }
    } catch (error) {
      void toastError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card data-testid="active-menu-switch">
      <H5>{t('digital.activeMenu')}</H5>
      <p className={Classes.TEXT_MUTED}>{t('digital.activeMenuHint')}</p>
      <RadioGroup
        selectedValue={active?.id ?? NONE}
        disabled={!canEdit || isBusy}
        onChange={(e) => void handleChange(e.currentTarget.value)}
      >
        {menus.map((m) => (
          <Radio key={m.id} value={m.id}>
            <span
              style={{
                display: 'inline-block',
                width: 10,
                height: 10,
                borderRadius: 5,
                background: m.color ?? '#ccc',
                marginRight: 6,
              }}
            />
            {m.name}
            <span className={Classes.TEXT_MUTED}> · {t('digital.dishCount', { count: m.dishCount ?? 0 })}</span>
          </Radio>
        ))}
        <Radio value={NONE} label={t('digital.noMenu')} />
      </RadioGroup>
      <Button variant="minimal" icon="cog" text={t('digital.manageMenus')} onClick={onManage} />
    </Card>
  );
}
