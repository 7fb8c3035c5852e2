import { Classes, HTMLTable, Icon, type IconName } from '@blueprintjs/core';
import type { DomainEvent } from '@ros/shared-events';
import { useTranslation } from 'react-i18next';
import { describeDevice, describeEvent } from './describeEvent';

const ICONS: Record<string, IconName> = {
  restaurant: 'shop',
  member: 'person',
  role: 'key',
  menu: 'book',
  dish: 'properties',
  category: 'tag',
  table: 'grid-view',
  space: 'layout-grid',
  customer: 'people',
  station: 'flame',
  order: 'shopping-cart',
  ticket: 'console',
  bill: 'document',
  payment: 'credit-card',
  cash_drawer: 'bank-account',
  reservation: 'calendar',
  waitlist: 'time',
  calendar: 'calendar',
  delivery: 'drive-time',
};

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** "5 minutes ago" for recent events, the date for older ones. */
function timeAgo(iso: string, locale: string): string {
  let value = (new Date(iso).getTime() - Date.now()) / 1000;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return new Date(iso).toLocaleString(locale);
}

/** One sentence per event with its time, newest first. */
export function ActivityList({ events }: { events: DomainEvent[] }) {
  const { t, i18n } = useTranslation();
  return (
    <HTMLTable striped style={{ width: '100%' }}>
      <tbody>
        {events.map((e) => (
          <tr key={e.id} data-event-type={e.type}>
            <td style={{ width: 28 }}>
              <Icon icon={ICONS[e.type.split('.')[0] ?? ''] ?? 'history'} />
            </td>
            <td className="activity-sentence">
              {describeEvent(e, t)}
              <DeviceOf event={e} />
            </td>
            <td style={{ whiteSpace: 'nowrap', textAlign: 'right' }} className={Classes.TEXT_MUTED}>
              <time dateTime={e.occurredAt} title={new Date(e.occurredAt).toLocaleString()}>
                {timeAgo(e.occurredAt, i18n.language)}
              </time>
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

/** " · at Bar terminal" after the sentence, when the event names a device. */
function DeviceOf({ event }: { event: DomainEvent }) {
  const { t } = useTranslation();
  const device = describeDevice(event, t);
  return device ? <span className={`${Classes.TEXT_MUTED} activity-device`}> · {device}</span> : null;
}
