import { Button, Card, Checkbox, H4, HTMLTable } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { toastError, toastSuccess } from '../../../app/toaster';
import { useStaffT } from '../../../app/i18n/staff';
import { useMyAvailabilityQuery, useSetMyAvailabilityMutation } from './schedule.api';

type Window = { from: string; to: string };
const DAYS = ['1', '2', '3', '4', '5', '6', '0'] as const;
const DAY_NAMES = {
  0: 'sunday',
  1: 'monday',
  2: 'tuesday',
  3: 'wednesday',
  4: 'thursday',
  5: 'friday',
  6: 'saturday',
} as const;

/** When I can work, day by day (one window a day here); the schedule warns of shifts outside it. */
export function AvailabilityCard({ rid }: { rid: string }) {
  const t = useStaffT();
  const saved = useMyAvailabilityQuery(rid).data;
  const [save, { isLoading }] = useSetMyAvailabilityMutation();
  const [anyTime, setAnyTime] = useState(true);
  const [days, setDays] = useState<Record<string, Window | null>>({});
  useEffect(() => {
    if (!saved) return;
    setAnyTime(saved.availability === null);
    setDays(Object.fromEntries(DAYS.map((d) => [d, saved.availability?.[d]?.[0] ?? null])));
  }, [saved]);
  const submit = () => {
    const availability = anyTime ? null : Object.fromEntries(DAYS.flatMap((d) => (days[d] ? [[d, [days[d]!]]] : [])));
    save({ rid, availability })
      .unwrap()
      .then(() => toastSuccess(t('availability.saved')), toastError);
  };
  return (
    <Card>
      <H4>{t('availability.title')}</H4>
      <Checkbox label={t('availability.anyTime')} checked={anyTime} onChange={() => setAnyTime(!anyTime)} />
      {!anyTime && (
        <HTMLTable compact aria-label={t('availability.title')}>
          <tbody>
            {DAYS.map((d) => {
              const w = days[d];
              const name = t(`availability.days.${DAY_NAMES[d]}`);
              return (
                <tr key={d}>
                  <td>
                    <Checkbox
                      label={name}
                      checked={!!w}
                      onChange={() => setDays({ ...days, [d]: w ? null : { from: '09:00', to: '17:00' } })}
                    />
                  </td>
                  <td>
                    {w && (
                      <input
                        className="bp6-input"
                        type="time"
                        aria-label={t('availability.fromOn', { day: name })}
                        value={w.from}
                        onChange={(e) => setDays({ ...days, [d]: { ...w, from: e.target.value } })}
                      />
                    )}
                  </td>
                  <td>
                    {w && (
                      <input
                        className="bp6-input"
                        type="time"
                        aria-label={t('availability.toOn', { day: name })}
                        value={w.to}
                        onChange={(e) => setDays({ ...days, [d]: { ...w, to: e.target.value } })}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </HTMLTable>
      )}
      <Button
        intent="primary"
        text={t('availability.save')}
        loading={isLoading}
        onClick={submit}
        style={{ marginTop: 8 }}
      />
    </Card>
  );
}
