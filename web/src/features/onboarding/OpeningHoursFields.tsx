import { Checkbox, FormGroup, HTMLTable, InputGroup, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** One weekday's hours (local time, "HH:MM"); closed days have no row in what is saved. */
export interface DayHours { isOpen: boolean; open: string; close: string }
/** Sunday (0) to Saturday (6), as the API keys them. */
export type WeekHours = DayHours[];

export const DEFAULT_WEEK: WeekHours = Array.from({ length: 7 }, () => ({ isOpen: true, open: '11:00', close: '22:00' }));

/** The API's `openingHours`: weekday → ranges; none at all when the restaurant is always open. */
export function toOpeningHours(week: WeekHours, isAlwaysOpen: boolean): Record<string, { open: string; close: string }[]> {
  if (isAlwaysOpen) return {};
  return Object.fromEntries(week.map((d, n) => [String(n), d.isOpen ? [{ open: d.open, close: d.close }] : []]));
}

/** Monday first, as a week is read. */
const ORDER = [1, 2, 3, 4, 5, 6, 0];

interface Props {
  week: WeekHours;
  isAlwaysOpen: boolean;
  error?: string;
  onChange: (week: WeekHours) => void;
  onAlwaysOpenChange: (isAlwaysOpen: boolean) => void;
}

/** Opening hours per weekday: open or closed, from and to (guests order only within them). */
export function OpeningHoursFields({ week, isAlwaysOpen, error, onChange, onAlwaysOpenChange }: Props) {
  const { t } = useTranslation();
  const day = (n: number) => t(`setup.weekdays.${n}`);
  const set = (n: number, patch: Partial<DayHours>) => onChange(week.map((d, i) => (i === n ? { ...d, ...patch } : d)));
  return (
    <FormGroup label={t('setup.hours')} helperText={error ?? t('setup.hoursHint')} intent={error ? 'danger' : 'none'}>
      <Switch id="setup-always-open" checked={isAlwaysOpen} label={t('setup.alwaysOpen')} onChange={(e) => onAlwaysOpenChange(e.currentTarget.checked)} />
      {!isAlwaysOpen && (
        <HTMLTable compact>
          <thead><tr><th>{t('setup.day')}</th><th>{t('setup.opens')}</th><th>{t('setup.closes')}</th></tr></thead>
          <tbody>
            {ORDER.map((n) => (
              <tr key={n}>
                <td><Checkbox id={`setup-open-${n}`} checked={week[n]!.isOpen} label={t('setup.openOn', { day: day(n) })} onChange={(e) => set(n, { isOpen: e.currentTarget.checked })} /></td>
                <td>
                  <InputGroup id={`setup-opens-${n}`} type="time" aria-label={t('setup.opensOn', { day: day(n) })} value={week[n]!.open} disabled={!week[n]!.isOpen} onValueChange={(v) => set(n, { open: v })} />
                </td>
                <td>
                  <InputGroup id={`setup-closes-${n}`} type="time" aria-label={t('setup.closesOn', { day: day(n) })} value={week[n]!.close} disabled={!week[n]!.isOpen} onValueChange={(v) => set(n, { close: v })} />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </FormGroup>
  );
}
