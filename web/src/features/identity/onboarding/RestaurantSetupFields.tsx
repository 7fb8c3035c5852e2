import { Checkbox, FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField';

export type OrderType = 'dine_in' | 'takeaway' | 'delivery';
const ORDER_TYPES: OrderType[] = ['dine_in', 'takeaway', 'delivery'];

/** What a restaurant's money and clock are set up with (percentages as typed). */
export interface SetupValues {
  timeZone: string;
  currency: string;
  taxPercent: string;
  taxInclusive: boolean;
  serviceChargePercent: string;
  serviceChargeOrderTypes: OrderType[];
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
export const DEFAULT_SETUP: SetupValues = {
  timeZone: browserZone(),
  currency: 'USD',
  taxPercent: '0',
  taxInclusive: false,
  serviceChargePercent: '0',
  serviceChargeOrderTypes: ['dine_in'],
};

const TIME_ZONES: string[] = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.(
  'timeZone',
) ?? ['UTC'];
const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'MXN',
  'BRL',
  'ARS',
  'CLP',
  'COP',
  'JPY',
  'CNY',
  'INR',
  'NPR',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'ZAR',
];

interface Props {
  values: SetupValues;
  errors: Record<string, string>;
  onChange: (values: SetupValues) => void;
}

/** Time zone, currency, tax (rate, included in prices or not) and the service charge with the order types it applies to. */
export function RestaurantSetupFields({ values, errors, onChange }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<SetupValues>) => onChange({ ...values, ...patch });
  const zones = TIME_ZONES.includes(values.timeZone) ? TIME_ZONES : [values.timeZone, ...TIME_ZONES];
  const toggleType = (type: OrderType, isOn: boolean) =>
    set({
      serviceChargeOrderTypes: ORDER_TYPES.filter((o) =>
        o === type ? isOn : values.serviceChargeOrderTypes.includes(o),
      ),
    });
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', columnGap: 16 }}>
      <FormGroup
        label={t('setup.timeZone')}
        labelFor="setup-time-zone"
        helperText={errors.timeZone ?? t('setup.timeZoneHint')}
        intent={errors.timeZone ? 'danger' : 'none'}
      >
        <HTMLSelect
          id="setup-time-zone"
          fill
          value={values.timeZone}
          onChange={(e) => set({ timeZone: e.currentTarget.value })}
        >
          {zones.map((z) => (
            <option key={z} value={z}>
              {z}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup
        label={t('setup.currency')}
        labelFor="setup-currency"
        helperText={errors.currency}
        intent={errors.currency ? 'danger' : 'none'}
      >
        <HTMLSelect
          id="setup-currency"
          fill
          value={values.currency}
          onChange={(e) => set({ currency: e.currentTarget.value })}
        >
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <TextField
        id="setup-tax"
        label={t('setup.taxPercent')}
        inputMode="decimal"
        value={values.taxPercent}
        error={errors.taxPercent}
        onValueChange={(v) => set({ taxPercent: v })}
      />
      <FormGroup label={t('setup.taxMode')} labelFor="setup-tax-mode">
        <HTMLSelect
          id="setup-tax-mode"
          fill
          value={values.taxInclusive ? 'inclusive' : 'exclusive'}
          onChange={(e) => set({ taxInclusive: e.currentTarget.value === 'inclusive' })}
        >
          <option value="exclusive">{t('setup.taxExclusive')}</option>
          <option value="inclusive">{t('setup.taxInclusive')}</option>
        </HTMLSelect>
      </FormGroup>
      <TextField
        id="setup-service-charge"
        label={t('setup.serviceChargePercent')}
        inputMode="decimal"
        value={values.serviceChargePercent}
        error={errors.serviceChargePercent}
        onValueChange={(v) => set({ serviceChargePercent: v })}
      />
      <FormGroup
        label={t('setup.serviceChargeOn')}
        helperText={errors['settings.serviceCharge.orderTypes'] ?? t('setup.serviceChargeHint')}
      >
        {ORDER_TYPES.map((type) => (
          <Checkbox
            key={type}
            id={`setup-service-${type}`}
            inline
            label={t(`setup.orderTypes.${type}`)}
            checked={values.serviceChargeOrderTypes.includes(type)}
            onChange={(e) => toggleType(type, e.currentTarget.checked)}
          />
        ))}
      </FormGroup>
    </div>
  );
}
