import { memo } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/store/hooks';
import { usePosT } from '../../../../app/i18n/pos';
import type { KdsSettings } from '../kds.types';
import { selectTicketById, ticketActionRequested } from '../ticketsSlice';
import { TicketHeader } from './TicketHeader';

interface Props {
  id: string;
  index: number;
  isSelected: boolean;
  settings: KdsSettings;
  onSelect: (id: string) => void;
}

/** One ticket: items with modifiers and notes (tap an item to mark it ready), and its actions. Re-renders only when its ticket changes. */
export const TicketCard = memo(function TicketCard({ id, index, isSelected, settings, onSelect }: Props) {
  const t = usePosT();
  const dispatch = useAppDispatch();
  const ticket = useAppSelector((s) => selectTicketById(s, id));
  if (!ticket) return null;
  const act = (action: 'start' | 'ready' | 'bump', itemIds?: string[]) =>
    dispatch(ticketActionRequested({ action, ticketId: id, itemIds, key: crypto.randomUUID() }));
  let course: string | null = null;
  return (
    <article
      className={`kds-ticket${isSelected ? ' is-selected' : ''}`}
      data-testid={`kds-ticket-${ticket.orderDisplayNo}`}
      data-status={ticket.status}
      onClick={() => onSelect(id)}
    >
      <TicketHeader ticket={ticket} settings={settings} index={index} />
      <ul className="kds-items">
        {ticket.items.map((i) => {
          const showCourse = i.course !== course && ticket.courses.length > 1;
          course = i.course;
          return (
            <li key={i.id} className={`kds-item is-${i.status}`}>
              {showCourse && <div className="kds-course">{i.course}</div>}
              <button
                type="button"
                className="kds-item-btn"
                disabled={i.status === 'ready' || i.status === 'served' || i.status === 'voided'}
                onClick={(e) => {
                  e.stopPropagation();
                  act('ready', [i.id]);
                }}
                aria-label={t('kds.itemReady', { name: i.name })}
              >
                <span className="kds-qty">{i.quantity}</span>
                <span className="kds-name">
                  {i.name}
                  {i.variantName && <small> ({i.variantName})</small>}
                  {i.seat && <small> · {t('kds.seat', { n: i.seat })}</small>}
                </span>
                {i.status === 'ready' && <span className="kds-check">✓</span>}
                {i.status === 'voided' && <span className="kds-void">{t('kds.void')}</span>}
              </button>
              {i.modifiers.length > 0 && <div className="kds-mods">+ {i.modifiers.join(', ')}</div>}
              {i.remarks && <div className="kds-note">“{i.remarks}”</div>}
            </li>
          );
        })}
      </ul>
      <footer className="kds-actions">
        {ticket.status === 'new' && (
          <button type="button" className="kds-btn" onClick={() => act('start')}>
            {t('kds.start')}
          </button>
        )}
        {ticket.status !== 'ready' && (
          <button type="button" className="kds-btn" onClick={() => act('ready')}>
            {t('kds.ready')}
          </button>
        )}
        <button type="button" className="kds-btn kds-btn-bump" onClick={() => act('bump')} data-testid="kds-bump">
          {t('kds.bump')}
        </button>
      </footer>
    </article>
  );
});
