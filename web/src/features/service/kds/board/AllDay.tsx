import { memo } from 'react';
import { useAppSelector } from '../../../../app/store/hooks';
import { usePosT } from '../../../../app/i18n/pos';
import { selectAllDay } from '../ticketsSlice';

/** "All day": how many of each dish are still to cook across the board. */
export const AllDay = memo(function AllDay() {
  const t = usePosT();
  const rows = useAppSelector(selectAllDay);
  return (
    <aside className="kds-allday" aria-label={t('kds.allDay')}>
      <h2>{t('kds.allDay')}</h2>
      {rows.length === 0 && <p>{t('kds.nothing')}</p>}
      <ul>
        {rows.map((r) => (
          <li key={r.name}>
            <span className="kds-qty">{r.quantity}</span> {r.name}
          </li>
        ))}
      </ul>
    </aside>
  );
});
