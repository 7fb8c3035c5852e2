import { Button, ButtonGroup, Card, Classes, H5, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { toastError, toastSuccess } from '../../../app/toaster';
import { dateLabel, hhmm } from '../../../components/dates';
import { useSetReservationStatusMutation } from './reservations.api';
import type { Reservation, ReservationStatus } from './reservations.types';

const INTENT: Record<ReservationStatus, 'none' | 'primary' | 'success' | 'warning' | 'danger'> = {
  booked: 'primary',
  confirmed: 'primary',
  seated: 'success',
  completed: 'none',
  cancelled: 'danger',
  no_show: 'warning',
};

/** The reservations of one day, with times in the restaurant's zone `tz`, and their lifecycle actions (seating opens an order on the table). */
export function DayReservations({
  rid,
  day,
  tz,
  reservations,
  onEdit,
}: {
  rid: string;
  day: Date;
  tz: string;
  reservations: Reservation[];
  onEdit: (r: Reservation) => void;
}) {
  const { t } = useTranslation();
  const [setStatus] = useSetReservationStatusMutation();
  const act = async (r: Reservation, status: ReservationStatus) => {
    try {
      await setStatus({ rid, id: r.id, status, version: r.version }).unwrap();
      if (status === 'seated')
        void toastSuccess(t('reservations.list.seated', { table: r.tables.map((x) => x.name).join(', ') }));
    } catch (e) {
      toastError(e);
    }
  };
  return (
    <div data-testid="day-reservations">
      <H5>
        {t('reservations.list.title')} · {dateLabel(day, tz, { weekday: 'long', day: 'numeric', month: 'long' })}
      </H5>
      {reservations.length === 0 && <p className={Classes.TEXT_MUTED}>{t('reservations.list.empty')}</p>}
      {reservations.map((r) => {
        const waiting = r.status === 'booked' || r.status === 'confirmed';
        return (
          <Card key={r.id} style={{ padding: 10, marginBottom: 6 }}>
            <div style={{ display: 'flex', justifyContent: 'space-between' }}>
              <strong>
                {hhmm(new Date(r.startsAt), tz)} {r.name}
              </strong>
              <Tag intent={INTENT[r.status]} minimal>
                {t(`reservations.status.${r.status}`)}
              </Tag>
            </div>
            <div className={Classes.TEXT_MUTED}>
              {t('reservations.list.party', { count: r.partySize })} · {r.tables.map((x) => x.name).join(', ') || '—'}
              {r.phone ? ` · ${r.phone}` : ''}
            </div>
            {r.remarks && <div className={Classes.TEXT_MUTED}>{r.remarks}</div>}
            <ButtonGroup minimal style={{ marginTop: 4, flexWrap: 'wrap' }}>
              {r.status === 'booked' && (
                <Button small onClick={() => void act(r, 'confirmed')}>
                  {t('reservations.list.confirm')}
                </Button>
              )}
              {waiting && (
                <Button small intent="success" onClick={() => void act(r, 'seated')}>
                  {t('reservations.list.seat')}
                </Button>
              )}
              {r.status === 'seated' && (
                <Button small onClick={() => void act(r, 'completed')}>
                  {t('reservations.list.complete')}
                </Button>
              )}
              {waiting && (
                <Button small onClick={() => onEdit(r)}>
                  {t('reservations.list.edit')}
                </Button>
              )}
              {waiting && (
                <Button small intent="warning" onClick={() => void act(r, 'no_show')}>
                  {t('reservations.list.noShow')}
                </Button>
              )}
              {waiting && (
                <Button small intent="danger" onClick={() => void act(r, 'cancelled')}>
                  {t('reservations.list.cancel')}
                </Button>
              )}
            </ButtonGroup>
          </Card>
        );
      })}
    </div>
  );
}
