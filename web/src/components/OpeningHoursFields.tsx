import { Button, Checkbox, FormGroup, HTMLTable, InputGroup, Switch } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** One opening range (local time, "HH:MM"). */
export interface HoursRange {
  open: string;
  close: string;
}
/** One weekday's hours: open or closed, and one or more ranges; closed days have no range in what is saved. */
export interface DayHours {
  isOpen: boolean;
  ranges: HoursRange[];
}
/** Sunday (0) to Saturday (6), as the API keys them. */
export type WeekHours = DayHours[];
/** The API's `settings.reservations.openingHours`: weekday → ranges; empty when the restaurant is always open. */
export type OpeningHours = Record<string, HoursRange[]>;

const DEFAULT_RANGE: HoursRange = { open: '11:00', close: '22:00' };
export const DEFAULT_WEEK: WeekHours = Array.from({ length: 7 }, () => ({ isOpen: true, ranges: [DEFAULT_RANGE] }));

export function toOpeningHours(week: WeekHours, isAlwaysOpen: boolean): OpeningHours {
  if (isAlwaysOpen) return {};
  return Object.fromEntries(week.map((d, n) => [String(n), d.isOpen ? d.ranges : []]));
}

/** The editor's state from saved hours: none saved means open around the clock. */
export function fromOpeningHours(hours: OpeningHours | undefined): { week: WeekHours; isAlwaysOpen: boolean } {
  if (!hours || Object.keys(hours).length === 0) return { week: DEFAULT_WEEK, isAlwaysOpen: true };
  const week = DEFAULT_WEEK.map((_, n) => {
    const ranges = hours[String(n)] ?? [];
    return ranges.length > 0 ? { isOpen: true, ranges } : { isOpen: false, ranges: [DEFAULT_RANGE] };
  });
  return { week, isAlwaysOpen: false };
}

/** Monday first, as a week is read. */
const ORDER = [1, 2, 3, 4, 5, 6, 0];
const MAX_RANGES = 6;

interface Props {
  week: WeekHours;
  isAlwaysOpen: boolean;
  error?: string;
  /** Prefix of the inputs' ids, so two editors never share one. */
  idPrefix?: string;
  disabled?: boolean;
  onChange: (week: WeekHours) => void;
  onAlwaysOpenChange: (isAlwaysOpen: boolean) => void;
}

/** Opening hours per weekday: open or closed, one or more from–to ranges (guests order only within them). */
export function OpeningHoursFields({
  week,
  isAlwaysOpen,
  error,
  idPrefix = 'setup',
  disabled,
  onChange,
  onAlwaysOpenChange,
}: Props) {
  const { t } = useTranslation();
  const day = (n: number) => t(`setup.weekdays.${n}`);
  const setDay = (n: number, patch: Partial<DayHours>) =>
    onChange(week.map((d, i) => (i === n ? { ...d, ...patch } : d)));
  const setRange = (n: number, r: number, patch: Partial<HoursRange>) =>
    setDay(n, { ranges: week[n]!.ranges.map((x, i) => (i === r ? { ...x, ...patch } : x)) });
  // The first range keeps the plain label ("Monday opens"); later ones are numbered.
  const label = (key: 'opensOn' | 'closesOn', n: number, r: number) =>
    r === 0 ? t(`setup.${key}`, { day: day(n) }) : t(`setup.${key}N`, { day: day(n), n: r + 1 });
  const id = (what: string, n: number, r: number) => `${idPrefix}-${what}-${n}${r === 0 ? '' : `-${r}`}`;
  return (
    <FormGroup label={t('setup.hours')} helperText={error ?? t('setup.hoursHint')} intent={error ? 'danger' : 'none'}>
      <Switch
        id={`${idPrefix}-always-open`}
        checked={isAlwaysOpen}
        disabled={disabled}
        label={t('setup.alwaysOpen')}
        onChange={(e) => onAlwaysOpenChange(e.currentTarget.checked)}
      />
      {!isAlwaysOpen && (
        <HTMLTable compact>
          <thead>
            <tr>
              <th>{t('setup.day')}</th>
              <th>{t('setup.opens')}</th>
              <th>{t('setup.closes')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {ORDER.flatMap((n) => {
              const d = week[n]!;
              return d.ranges.map((range, r) => (
                <tr key={`${n}-${r}`}>
                  <td>
                    {r === 0 && (
                      <Checkbox
                        id={`${idPrefix}-open-${n}`}
                        checked={d.isOpen}
                        disabled={disabled}
                        label={t('setup.openOn', { day: day(n) })}
                        onChange={(e) => setDay(n, { isOpen: e.currentTarget.checked })}
                      />
                    )}
                  </td>
                  <td>
                    <InputGroup
                      id={id('opens', n, r)}
                      type="time"
                      aria-label={label('opensOn', n, r)}
                      value={range.open}
                      disabled={disabled || !d.isOpen}
                      onValueChange={(v) => setRange(n, r, { open: v })}
                    />
                  </td>
                  <td>
                    <InputGroup
                      id={id('closes', n, r)}
                      type="time"
                      aria-label={label('closesOn', n, r)}
                      value={range.close}
                      disabled={disabled || !d.isOpen}
                      onValueChange={(v) => setRange(n, r, { close: v })}
                    />
                  </td>
                  <td>
                    {r === 0 ? (
                      <Button
                        minimal
                        icon="add"
                        aria-label={t('setup.addRange', { day: day(n) })}
                        disabled={disabled || !d.isOpen || d.ranges.length >= MAX_RANGES}
                        onClick={() => setDay(n, { ranges: [...d.ranges, { open: '17:00', close: '22:00' }] })}
                      />
                    ) : (
                      <Button
                        minimal
                        icon="cross"
                        aria-label={t('setup.removeRange', { day: day(n), n: r + 1 })}
                        disabled={disabled}
                        onClick={() => setDay(n, { ranges: d.ranges.filter((_, i) => i !== r) })}
                      />
                    )}
                  </td>
                </tr>
              ));
            })}
          </tbody>
        </HTMLTable>
      )}
    </FormGroup>
  );
}
