import { Button, Callout, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/toaster';
import { useAppSelector } from '../../../app/store/hooks';
import { selectCurrentRestaurantId } from '../../../app/session/sessionSlice';
import { useCan } from '../../../app/session/useAbility';
import { describeError } from '../../../app/errors';
import { PageHeader } from '../../../components/PageHeader';
import { GuestOrderingSection } from './restaurant/GuestOrderingSection';
import { OpeningHoursSection } from './restaurant/OpeningHoursSection';
import { PosSection } from './restaurant/PosSection';
import { PaymentDetailsSection } from './restaurant/PaymentDetailsSection';
import { RestaurantChargesSection } from './restaurant/RestaurantChargesSection';
import { draftToPatch, type Draft, type DraftField } from './restaurant/restaurantForm';
import { RestaurantProfileSection } from './restaurant/RestaurantProfileSection';
import { RestaurantStatusSection } from './restaurant/RestaurantStatusSection';
import { ServiceChargeTypesSection } from './restaurant/ServiceChargeTypesSection';
import { useRestaurantSettings } from './restaurant/useRestaurantSettings';
import { YourDataSection } from './restaurant/YourDataSection';

/** Restaurant setting: profile, charges, POS rules, open/closed and order confirmation; follows live changes. */
export default function RestaurantSettingPage() {
  const restaurantId = useAppSelector(selectCurrentRestaurantId);
  // A new restaurant starts from a clean form (no draft or selection carried over).
  return <RestaurantSettingView key={restaurantId ?? 'none'} restaurantId={restaurantId} />;
}

function RestaurantSettingView({ restaurantId }: { restaurantId: string | null }) {
  const { t } = useTranslation();
  const canEdit = useCan('edit', 'restaurant');
  // Exporting all of it and deleting it are the owner's alone (the API refuses anyone else).
  const isOwner = useCan('manage', 'all');
  const { restaurant, error, loading, saving, failure, save } = useRestaurantSettings(
    restaurantId,
    t('settingsPages.common.unexpected'),
  );
  const [draft, setDraft] = useState<Draft>({});
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});

  if (!restaurantId) return <NonIdealState icon="shop" title={t('settingsPages.common.noRestaurant')} />;
  if (!restaurant) {
    if (loading) return <Spinner />;
    return <NonIdealState icon="error" title={describeError(error)} />;
  }

  const errors = { ...(failure?.fields ?? {}), ...localErrors };
  const dirty = Object.keys(draft).length > 0;
  const disabled = !canEdit || saving;

  const handleChange = (field: DraftField, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setLocalErrors((e) => {
      const { [field]: _removed, ...rest } = e;
      return rest;
    });
  };

  const handleSave = async () => {
    const { patch, errors: invalid } = draftToPatch(draft, t('settingsPages.restaurant.percentRange'));
    setLocalErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    if (await save(patch)) {
      setDraft({});
      void toastSuccess(t('settingsPages.restaurant.saved'));
    }
  };

  const saveSection = async (patch: Parameters<typeof save>[0]) => {
    if (await save(patch)) void toastSuccess(t('settingsPages.restaurant.saved'));
  };

  // Shown switched at once; switched back if the server refuses.
  const handleToggle = (field: 'isActive' | 'confirmOrders', value: boolean) => save({ [field]: value });

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: 1100 }}>
      <PageHeader title={t('settingsPages.restaurant.title')} description={restaurant.name} />
      {!canEdit && (
        <Callout intent={Intent.PRIMARY} icon="lock">
          {t('settingsPages.common.readOnly')}
        </Callout>
      )}
      {failure?.message && (
        <Callout intent={Intent.DANGER} icon="error">
          {failure.message}
        </Callout>
      )}
      <RestaurantStatusSection
        restaurant={restaurant}
        disabled={disabled}
        onToggle={(f, v) => void handleToggle(f, v)}
      />
      <RestaurantProfileSection
        restaurant={restaurant}
        draft={draft}
        errors={errors}
        disabled={disabled}
        onChange={handleChange}
      />
      <RestaurantChargesSection
        restaurant={restaurant}
        draft={draft}
        errors={errors}
        disabled={disabled}
        onChange={handleChange}
      />
      <PaymentDetailsSection
        restaurant={restaurant}
        draft={draft}
        errors={errors}
        disabled={disabled}
        onChange={handleChange}
      />
      <ServiceChargeTypesSection restaurant={restaurant} errors={errors} disabled={disabled} onSave={saveSection} />
      <OpeningHoursSection restaurant={restaurant} errors={errors} disabled={disabled} onSave={saveSection} />
      <PosSection restaurant={restaurant} disabled={disabled} onSave={saveSection} />
      <GuestOrderingSection restaurant={restaurant} errors={errors} disabled={disabled} onSave={saveSection} />
      {canEdit && (
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button
            text={t('settingsPages.common.discard')}
            disabled={!dirty || saving}
            onClick={() => {
              setDraft({});
              setLocalErrors({});
            }}
          />
          <Button
            intent={Intent.PRIMARY}
            icon="floppy-disk"
            text={t('settingsPages.common.save')}
            loading={saving}
            disabled={!dirty}
            onClick={() => void handleSave()}
          />
        </div>
      )}
      {isOwner && <YourDataSection rid={restaurantId} name={restaurant.name} />}
    </div>
  );
}
