import { Switch } from '@blueprintjs/core';
import { toastError } from '../../../app/toaster';
import { useCan } from '../../../app/session/useAbility';
import { useGetRestaurantQuery, useUpdateRestaurantMutation } from '../../identity/settings';
import { useInventoryT } from './i18n';

/** The restaurant setting "86 a dish when an ingredient runs out" (back on sale when a receipt brings it in). */
export function Auto86Switch({ rid }: { rid: string }) {
  const t = useInventoryT();
  const canEdit = useCan('edit', 'restaurant');
  const { data: restaurant } = useGetRestaurantQuery(rid, { skip: !rid });
  const [update, { isLoading }] = useUpdateRestaurantMutation();
  const isOn = (restaurant?.settings as { inventory?: { auto86?: boolean } } | undefined)?.inventory?.auto86 === true;
  if (!restaurant) return null;
  return (
    <Switch
      label={t('items.auto86')}
      checked={isOn}
      disabled={!canEdit || isLoading}
      style={{ margin: 0 }}
      onChange={() =>
        update({ rid, patch: { settings: { inventory: { auto86: !isOn } } } })
          .unwrap()
          .catch(toastError)
      }
    />
  );
}
