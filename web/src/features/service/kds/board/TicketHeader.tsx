import { memo } from 'react';
import { usePosT } from '../../../../app/i18n/pos';
import { elapsed, useNow } from '../clock';
import type { KdsSettings, Ticket } from '../kds.types';

export const AGE_COLORS = { fresh: '#238551', warn: '#c87619', late: '#cd4246', ready: '#2d72d2' } as const;

/** The ticket's header: number, target and a live timer; its colour says how old the ticket is. */
export const TicketHeader = memo(function TicketHeader({
  ticket,
  settings,
  index,
}: {
  ticket: Ticket;
  settings: KdsSettings;
  index: number;
}) {
  const t = usePosT();
  const now = useNow();
  const minutes = (now - new Date(ticket.createdAt).getTime()) / 60000;
  const age =
    ticket.status === 'ready'
      ? 'ready'
      : minutes >= settings.lateMinutes
        ? 'late'
        : minutes >= settings.warnMinutes
          ? 'warn'
          : 'fresh';
  return (
    <header className="kds-ticket-head" style={{ background: AGE_COLORS[age] }} data-age={age}>
      <div className="kds-ticket-row">
        <span className="kds-ticket-index">{index < 9 ? index + 1 : ''}</span>
        <strong>#{ticket.orderDisplayNo}</strong>
        <span className="kds-timer">{elapsed(ticket.createdAt, now)}</span>
      </div>
      <div className="kds-ticket-row kds-ticket-sub">
        <span>{ticket.target}</span>
        <span>{t(`kds.status.${ticket.status}`)}</span>
      </div>
      <div className="kds-ticket-row kds-ticket-sub">
        <span>{ticket.serverName ?? ''}</span>
        <span>
          {ticket.stationName}
          {ticket.fireNo > 1 ? ` · ${t('kds.fire', { n: ticket.fireNo })}` : ''}
          {ticket.isReprint || ticket.reprintCount > 0 ? ` · ${t('kds.reprint')}` : ''}
        </span>
      </div>
    </header>
  );
});
