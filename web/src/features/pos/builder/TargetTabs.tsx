import { Button, Classes, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useCallback, useState } from 'react';
import { toastError } from '../../../app/toaster';
import { STATUS_COLORS, type DiningTable } from '../../tables/tables.types';
import { usePosT } from '../i18n';
import { targetApi, type CustomerLite, type MemberLite, type ReservationLite } from '../target.api';
import { useLookup } from './useLookup';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 8, maxHeight: 320, overflow: 'auto' } as const;

/** Table tab: every open table, coloured by status. */
export function TableChoices({ tables, chosenId, onChoose }: { tables: DiningTable[]; chosenId: string | null; onChoose: (t: DiningTable) => void }) {
  const t = usePosT();
  const open = tables.filter((x) => x.isOpen);
  if (open.length === 0) return <NonIdealState icon="layout-grid" title={t('addOrder.noTables')} />;
  return (
    <div style={grid}>
      {open.map((x) => (
        <Button
          key={x.id}
          large
          active={x.id === chosenId}
          data-testid={`pick-table-${x.name}`}
          onClick={() => onChoose(x)}
          style={{ borderLeft: `6px solid ${STATUS_COLORS[x.status]}`, minHeight: 56 }}
          text={
            <span>
              <strong>{x.name}</strong> <span className={Classes.TEXT_MUTED}>· {x.capacity}</span>
            </span>
          }
        />
      ))}
    </div>
  );
}

/** Customer tab: search, or add a new customer by name. */
export function CustomerChoices({ restaurantId, chosenId, onChoose }: { restaurantId: string; chosenId: string | null; onChoose: (c: CustomerLite) => void }) {
  const t = usePosT();
  const [q, setQ] = useState('');
  const load = useCallback((query: string) => targetApi.customers(restaurantId, query), [restaurantId]);
  const { rows, status } = useLookup(load, q);
  const handleCreate = async () => {
    try {
      onChoose(await targetApi.createCustomer(restaurantId, { name: q.trim() }));
    } catch (error) {
      void toastError(error);
    }
  };
  return (
    <div>
      <InputGroup large leftIcon="search" placeholder={t('addOrder.searchCustomer')} value={q} onValueChange={setQ} aria-label={t('addOrder.searchCustomer')} />
      <div style={{ ...grid, marginTop: 8 }}>
        {rows.map((c) => (
          <Button key={c.id} large active={c.id === chosenId} onClick={() => onChoose(c)} text={c.name} title={c.phone ?? undefined} />
        ))}
      </div>
      {status === 'loading' && <Spinner size={20} />}
      {q.trim() && <Button style={{ marginTop: 8 }} icon="new-person" text={t('addOrder.newCustomer', { name: q.trim() })} onClick={() => void handleCreate()} />}
    </div>
  );
}

/** Staff tab: an order for a member of staff (staff meal). */
export function StaffChoices({ restaurantId, chosenId, onChoose }: { restaurantId: string; chosenId: string | null; onChoose: (m: MemberLite) => void }) {
  const t = usePosT();
  const [q, setQ] = useState('');
  const load = useCallback((query: string) => targetApi.members(restaurantId, query), [restaurantId]);
  const { rows, status } = useLookup(load, q);
  return (
    <div>
      <InputGroup large leftIcon="search" placeholder={t('addOrder.searchStaff')} value={q} onValueChange={setQ} aria-label={t('addOrder.searchStaff')} />
      <div style={{ ...grid, marginTop: 8 }}>
        {rows.filter((m) => m.userId).map((m) => (
          <Button key={m.id} large active={m.userId === chosenId} onClick={() => onChoose(m)} text={m.fullName || m.email} title={m.roleName} />
        ))}
      </div>
      {status === 'loading' && <Spinner size={20} />}
      {status === 'error' && <NonIdealState icon="lock" title={t('addOrder.staffUnavailable')} />}
    </div>
  );
}

/** Reservation tab: today's bookings; a clear "coming" state while the API has no reservations yet. */
export function ReservationChoices({ restaurantId, chosenId, onChoose }: { restaurantId: string; chosenId: string | null; onChoose: (r: ReservationLite) => void }) {
  const t = usePosT();
  const load = useCallback(() => targetApi.reservations(restaurantId), [restaurantId]);
  const { rows, status } = useLookup(load, '');
  if (status === 'missing' || status === 'error') {
    return <NonIdealState icon="calendar" title={t('addOrder.reservationsComing')} description={t('addOrder.reservationsComingHint')} />;
  }
  if (status === 'loading') return <Spinner />;
  if (rows.length === 0) return <NonIdealState icon="calendar" title={t('addOrder.noReservations')} />;
  return (
    <div style={grid}>
      {rows.map((r) => (
        <Button key={r.id} large active={r.id === chosenId} onClick={() => onChoose(r)} text={`${r.name} · ${new Date(r.startsAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })} · ${r.partySize}${r.tables[0] ? ` · ${r.tables.map((x) => x.name).join(', ')}` : ''}`} />
      ))}
    </div>
  );
}
