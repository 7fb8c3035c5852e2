import { Button, Classes, InputGroup, NonIdealState, Spinner } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { toastError } from '../../../../app/toaster';
import { useDebounced } from '../../../../components/list/useDebounced';
import type { Customer } from '../../customers';
import { useCreateCustomerMutation, useListCustomersQuery } from '../../customers';
import { useListReservationsQuery } from '../../reservations';
import type { Reservation } from '../../reservations';
import { useListMembersQuery } from '../../../people/staff';
import type { Member } from '../../../people/staff';
import { STATUS_COLORS, type DiningTable } from '../../tables';
import { usePosT } from '../../../../app/i18n/pos';

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
  gap: 8,
  maxHeight: 320,
  overflow: 'auto',
} as const;

/** Table tab: every open table, coloured by status. */
export function TableChoices({
  tables,
  chosenId,
  onChoose,
}: {
  tables: DiningTable[];
  chosenId: string | null;
  onChoose: (t: DiningTable) => void;
}) {
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
export function CustomerChoices({
  restaurantId,
  chosenId,
  onChoose,
}: {
  restaurantId: string;
  chosenId: string | null;
  onChoose: (c: Customer) => void;
}) {
  const t = usePosT();
  const [q, setQ] = useState('');
  const search = useDebounced(q, 200);
  const found = useListCustomersQuery({ rid: restaurantId, query: { q: search, perPage: 20 } });
  const rows = found.data?.data ?? [];
  const [createCustomer] = useCreateCustomerMutation();
  const handleCreate = async () => {
    try {
      onChoose(await createCustomer({ rid: restaurantId, body: { name: q.trim() } }).unwrap());
    } catch (error) {
      void toastError(error);
    }
  };
  return (
    <div>
      <InputGroup
        large
        leftIcon="search"
        placeholder={t('addOrder.searchCustomer')}
        value={q}
        onValueChange={setQ}
        aria-label={t('addOrder.searchCustomer')}
      />
      <div style={{ ...grid, marginTop: 8 }}>
        {rows.map((c) => (
          <Button
            key={c.id}
            large
            active={c.id === chosenId}
            onClick={() => onChoose(c)}
            text={c.name}
            title={c.phone ?? undefined}
          />
        ))}
      </div>
      {found.isFetching && <Spinner size={20} />}
      {q.trim() && (
        <Button
          style={{ marginTop: 8 }}
          icon="new-person"
          text={t('addOrder.newCustomer', { name: q.trim() })}
          onClick={() => void handleCreate()}
        />
      )}
    </div>
  );
}

/** Staff tab: an order for a member of staff (staff meal). */
export function StaffChoices({
  restaurantId,
  chosenId,
  onChoose,
}: {
  restaurantId: string;
  chosenId: string | null;
  onChoose: (m: Member) => void;
}) {
  const t = usePosT();
  const [q, setQ] = useState('');
  const search = useDebounced(q, 200);
  const found = useListMembersQuery({ rid: restaurantId, query: { q: search, perPage: 50 } });
  const rows = (found.data?.data ?? []).filter((m) => m.status === 'active');
  return (
    <div>
      <InputGroup
        large
        leftIcon="search"
        placeholder={t('addOrder.searchStaff')}
        value={q}
        onValueChange={setQ}
        aria-label={t('addOrder.searchStaff')}
      />
      <div style={{ ...grid, marginTop: 8 }}>
        {rows
          .filter((m) => m.userId)
          .map((m) => (
            <Button
              key={m.id}
              large
              active={m.userId === chosenId}
              onClick={() => onChoose(m)}
              text={m.fullName || m.email}
              title={m.roleName}
            />
          ))}
      </div>
      {found.isFetching && <Spinner size={20} />}
      {found.isError && <NonIdealState icon="lock" title={t('addOrder.staffUnavailable')} />}
    </div>
  );
}

/** Today, from local midnight to the next (the bookings a waiter can seat now). */
function today() {
  const from = new Date();
  from.setHours(0, 0, 0, 0);
  const to = new Date(from);
  to.setDate(to.getDate() + 1);
  return { from: from.toISOString(), to: to.toISOString() };
}

/** Reservation tab: today's bookings still to seat (or seated without an order); a clear state when reservations are not available. */
export function ReservationChoices({
  restaurantId,
  chosenId,
  onChoose,
}: {
  restaurantId: string;
  chosenId: string | null;
  onChoose: (r: Reservation) => void;
}) {
  const t = usePosT();
  const day = useMemo(today, []);
  const found = useListReservationsQuery({ rid: restaurantId, ...day });
  const rows = (found.data ?? []).filter((x) => ['booked', 'confirmed', 'seated'].includes(x.status) && !x.orderId);
  if (found.isError) {
    return (
      <NonIdealState
        icon="calendar"
        title={t('addOrder.reservationsComing')}
        description={t('addOrder.reservationsComingHint')}
      />
    );
  }
  if (!found.data) return <Spinner />;
  if (rows.length === 0) return <NonIdealState icon="calendar" title={t('addOrder.noReservations')} />;
  return (
    <div style={grid}>
      {rows.map((r) => (
        <Button
          key={r.id}
          large
          active={r.id === chosenId}
          onClick={() => onChoose(r)}
          text={`${r.name} · ${new Date(r.startsAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })} · ${r.partySize}${r.tables[0] ? ` · ${r.tables.map((x) => x.name).join(', ')}` : ''}`}
        />
      ))}
    </div>
  );
}
