import { Button, Classes, H6, Popover, Switch, Tag } from '@blueprintjs/core';
import { useState } from 'react';
import { toastError } from '../../../../app/toaster';
import { useCatalogueT } from '../../../../app/i18n/catalogue';
import { useSetAvailabilityMutation } from '../menu.api';
import type { Dish } from '../menu.types';

interface Props {
  restaurantId: string;
  dish: Dish;
  canEdit: boolean;
}

/** The 86 board of one dish: the dish, each variant and each modifier option, applied at once. */
export function AvailabilityPopover({ restaurantId, dish, canEdit }: Props) {
  const t = useCatalogueT();
  const [setAvailability] = useSetAvailabilityMutation();
  const [busy, setBusy] = useState<string | null>(null);
  const soldOutParts =
    dish.variants.filter((v) => !v.isAvailable).length +
    dish.modifierGroups.reduce((n, g) => n + g.options.filter((o) => !o.isAvailable).length, 0);

  const apply = async (key: string, body: { isAvailable: boolean; variantId?: string; optionId?: string }) => {
    setBusy(key);
    try {
      await setAvailability({ rid: restaurantId, id: dish.id, body }).unwrap();
    } catch (error) {
      void toastError(error);
    } finally {
      setBusy(null);
    }
  };

  const content = (
    <div style={{ padding: 12, minWidth: 260 }} data-testid={`availability-${dish.id}`}>
      <Switch
        checked={dish.isAvailable}
        disabled={!canEdit || busy !== null}
        label={t('availability.dish', { name: dish.name })}
        onChange={() => void apply('dish', { isAvailable: !dish.isAvailable })}
      />
      {dish.variants.length > 1 && <H6>{t('availability.variants')}</H6>}
      {dish.variants.length > 1 &&
        dish.variants.map((v) => (
          <Switch
            key={v.id ?? v.name}
            checked={v.isAvailable}
            disabled={!canEdit || busy !== null || !v.id}
            label={v.name}
            onChange={() => void apply(`v-${v.id}`, { isAvailable: !v.isAvailable, variantId: v.id })}
          />
        ))}
      {dish.modifierGroups.map((g) => (
        <div key={g.id ?? g.name}>
          <H6 className={Classes.TEXT_MUTED}>{g.name}</H6>
          {g.options.map((o) => (
            <Switch
              key={o.id ?? o.name}
              checked={o.isAvailable}
              disabled={!canEdit || busy !== null || !o.id}
              label={o.name}
              onChange={() => void apply(`o-${o.id}`, { isAvailable: !o.isAvailable, optionId: o.id })}
            />
          ))}
        </div>
      ))}
    </div>
  );

  return (
    <Popover content={content} placement="bottom-start">
      <Button variant="minimal" size="small" data-testid={`availability-button-${dish.id}`}>
        {dish.isAvailable ? (
          <Tag intent={soldOutParts ? 'warning' : 'success'} minimal>
            {soldOutParts ? t('dishes.partlySoldOut', { count: soldOutParts }) : t('dishes.available')}
          </Tag>
        ) : (
          <Tag intent="danger">{t('dishes.soldOut')}</Tag>
        )}
      </Button>
    </Popover>
  );
}
