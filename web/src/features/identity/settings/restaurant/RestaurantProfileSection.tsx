import { Section, SectionCard } from '@blueprintjs/core';
import { CURRENCIES, DAY_START_HOURS, MESSAGE_LANGUAGES, RESTAURANT_TYPES, timeZones } from './restaurantForm';
import { useRestaurantFields, type RestaurantSectionProps } from './useRestaurantFields';

const GRID = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', columnGap: 16 } as const;
const ZONES = timeZones();

/** Name, type, currency, time zone, the language of its messages and business day start, contact, email, address and cover image. */
export function RestaurantProfileSection(props: RestaurantSectionProps) {
  const { t, value, text, select } = useRestaurantFields(props);
  const choose = { value: '', label: t('settingsPages.common.choose') };
  const cover = value('coverImageUrl');
  return (
    <Section title={t('settingsPages.restaurant.profile')} icon="shop">
      <SectionCard>
        <div style={GRID}>
          {text('name')}
          {select('type', [
            choose,
            ...RESTAURANT_TYPES.map((v) => ({ value: v, label: t(`settingsPages.restaurant.types.${v}`) })),
          ])}
          {select('currency', [choose, ...CURRENCIES.map((c) => ({ value: c, label: c }))])}
          {select('timeZone', [choose, ...ZONES.map((z) => ({ value: z, label: z }))])}
          {select(
            'language',
            MESSAGE_LANGUAGES.map((l) => ({ value: l, label: t(`settingsPages.restaurant.languages.${l}`) })),
          )}
          {select(
            'dayStartHour',
            DAY_START_HOURS.map((h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` })),
          )}
          {text('contact', 'tel')}
          {text('email', 'email')}
          {text('address')}
          {text('coverImageUrl', 'url')}
        </div>
        {cover && (
          <img
            src={cover}
            alt={t('settingsPages.restaurant.coverAlt')}
            style={{ maxWidth: 320, maxHeight: 160, objectFit: 'cover', borderRadius: 4 }}
          />
        )}
      </SectionCard>
    </Section>
  );
}
