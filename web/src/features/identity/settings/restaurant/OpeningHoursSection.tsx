import { Button, Section, SectionCard } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  fromOpeningHours,
  OpeningHoursFields,
  toOpeningHours,
  type OpeningHours,
} from '../../../../components/OpeningHoursFields';
import { TextField } from '../../../../components/TextField';
import type { Restaurant, RestaurantPatch } from '../settings.types';

interface Props {
  restaurant: Restaurant;
  disabled: boolean;
  errors: Record<string, string>;
  onSave: (patch: RestaurantPatch) => Promise<void>;
}

type Saved = {
  reservations?: { openingHours?: OpeningHours } & Record<string, unknown>;
  guestOrdering?: { leadMinutes?: number } & Record<string, unknown>;
};

/** The first API error under a settings path (e.g. a range of one weekday). */
const errorUnder = (errors: Record<string, string>, path: string) =>
  Object.entries(errors).find(([k]) => k.startsWith(path))?.[1];

/** When the restaurant is open (several ranges a day, or around the clock) and how long the kitchen needs for a guest order. */
export function OpeningHoursSection({ restaurant, disabled, errors, onSave }: Props) {
  const { t } = useTranslation();
  const saved = (restaurant.settings ?? {}) as Saved;
  const initial = fromOpeningHours(saved.reservations?.openingHours);
  const [week, setWeek] = useState(initial.week);
  const [isAlwaysOpen, setAlwaysOpen] = useState(initial.isAlwaysOpen);
  const [lead, setLead] = useState(String(saved.guestOrdering?.leadMinutes ?? 0));
  const [leadInvalid, setLeadInvalid] = useState<string | undefined>();

  const save = async () => {
    const leadMinutes = Number(lead);
    if (lead.trim() === '' || !Number.isInteger(leadMinutes) || leadMinutes < 0 || leadMinutes > 24 * 60)
      return setLeadInvalid(t('settingsPages.hours.leadInvalid'));
    setLeadInvalid(undefined);
    // Settings are replaced per group: keep the group's other values.
    await onSave({
      settings: {
        reservations: { ...saved.reservations, openingHours: toOpeningHours(week, isAlwaysOpen) },
        guestOrdering: { ...saved.guestOrdering, leadMinutes },
      },
    });
  };

  return (
    <Section title={t('settingsPages.hours.title')} icon="time">
      <SectionCard>
        <OpeningHoursFields
          idPrefix="hours"
          week={week}
          isAlwaysOpen={isAlwaysOpen}
          disabled={disabled}
          error={errorUnder(errors, 'settings.reservations.openingHours')}
          onChange={setWeek}
          onAlwaysOpenChange={setAlwaysOpen}
        />
        <TextField
          id="hours-lead-minutes"
          label={t('settingsPages.hours.lead')}
          type="number"
          min={0}
          max={24 * 60}
          value={lead}
          disabled={disabled}
          error={leadInvalid ?? errors['settings.guestOrdering.leadMinutes']}
          helper={t('settingsPages.hours.leadHint')}
          onValueChange={setLead}
        />
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            icon="floppy-disk"
            text={t('settingsPages.hours.save')}
            disabled={disabled}
            onClick={() => void save()}
          />
        </div>
      </SectionCard>
    </Section>
  );
}
