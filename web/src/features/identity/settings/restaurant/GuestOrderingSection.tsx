import { Button, Classes, HTMLSelect, FormGroup, Section, SectionCard, Switch } from '@blueprintjs/core';
import { PAYMENT_PROVIDERS, type PaymentProviderId } from '@ros/shared-events';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, parseMoney } from '../../../../components/money';
import { TextField } from '../../../../components/TextField';
import type { Restaurant, RestaurantPatch } from '../settings.types';

interface GuestOrdering {
  maxOrderValue: number;
  online: boolean;
  qr: boolean;
  leadMinutes?: number;
  paymentProvider: PaymentProviderId | null;
}
const DEFAULT_MAX = 500_00;

function current(restaurant: Restaurant): GuestOrdering {
  const g = ((restaurant.settings ?? {}) as { guestOrdering?: Partial<GuestOrdering> }).guestOrdering ?? {};
  // Online and QR ordering are off until the owner turns them on.
  return {
    maxOrderValue: g.maxOrderValue ?? DEFAULT_MAX,
    online: g.online === true,
    qr: g.qr === true,
    leadMinutes: g.leadMinutes,
    paymentProvider: g.paymentProvider ?? null,
  };
}

interface Props {
  restaurant: Restaurant;
  disabled: boolean;
  errors: Record<string, string>;
  onSave: (patch: RestaurantPatch) => Promise<void>;
}

/** Guests ordering from their phones: the online link on or off, the largest order a phone may place, and how guests pay. */
export function GuestOrderingSection({ restaurant, disabled, errors, onSave }: Props) {
  const { t } = useTranslation();
  const saved = current(restaurant);
  const [online, setOnline] = useState(saved.online);
  const [qr, setQr] = useState(saved.qr);
  const [max, setMax] = useState(formatMoney(saved.maxOrderValue));
  const [provider, setProvider] = useState<PaymentProviderId | ''>(saved.paymentProvider ?? '');
  const [invalid, setInvalid] = useState<string | undefined>();
  const link = `${location.origin}/order/${restaurant.slug}`;

  const save = async () => {
    const maxOrderValue = parseMoney(max);
    if (!Number.isFinite(maxOrderValue) || maxOrderValue < 1_00)
      return setInvalid(t('settingsPages.guestOrdering.maxInvalid'));
    setInvalid(undefined);
    const lead = saved.leadMinutes !== undefined ? { leadMinutes: saved.leadMinutes } : {};
    await onSave({
      settings: { guestOrdering: { online, qr, maxOrderValue, ...lead, paymentProvider: provider || null } },
    });
  };

  return (
    <Section title={t('settingsPages.guestOrdering.title')} icon="mobile-phone">
      <SectionCard>
        <Switch
          id="guest-online"
          checked={online}
          disabled={disabled}
          label={t('settingsPages.guestOrdering.online')}
          onChange={(e) => setOnline(e.currentTarget.checked)}
        />
        <Switch
          id="guest-qr"
          checked={qr}
          disabled={disabled}
          label={t('settingsPages.guestOrdering.qr')}
          onChange={(e) => setQr(e.currentTarget.checked)}
        />
        {!saved.online && !saved.qr && <p className={Classes.TEXT_MUTED}>{t('settingsPages.guestOrdering.offHint')}</p>}
        <p className={Classes.TEXT_MUTED}>
          {t('settingsPages.guestOrdering.link')}{' '}
          <a href={link} target="_blank" rel="noreferrer">
            {link}
          </a>
        </p>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', columnGap: 16 }}>
          <TextField
            id="guest-max-order"
            label={t('settingsPages.guestOrdering.maxOrderValue', { currency: restaurant.currency })}
            inputMode="decimal"
            value={max}
            disabled={disabled}
            error={invalid ?? errors['settings.guestOrdering.maxOrderValue']}
            helper={t('settingsPages.guestOrdering.maxHint')}
            onValueChange={setMax}
          />
          <FormGroup
            label={t('settingsPages.guestOrdering.payment')}
            labelFor="guest-payment-provider"
            helperText={
              errors['settings.guestOrdering.paymentProvider'] ?? t('settingsPages.guestOrdering.paymentHint')
            }
          >
            <HTMLSelect
              id="guest-payment-provider"
              fill
              value={provider}
              disabled={disabled}
              onChange={(e) => setProvider(e.currentTarget.value as PaymentProviderId | '')}
            >
              <option value="">{t('settingsPages.guestOrdering.payStaff')}</option>
              {Object.entries(PAYMENT_PROVIDERS).map(([id, label]) => (
                <option key={id} value={id}>
                  {label}
                </option>
              ))}
            </HTMLSelect>
          </FormGroup>
        </div>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            icon="floppy-disk"
            text={t('settingsPages.guestOrdering.save')}
            disabled={disabled}
            onClick={() => void save()}
          />
        </div>
      </SectionCard>
    </Section>
  );
}
