import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  FormGroup,
  HTMLSelect,
  InputGroup,
  NumericInput,
  Tab,
  Tabs,
} from '@blueprintjs/core';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { DiningTable } from '../../tables';
import { usePosT } from '../../../../app/i18n/pos';
import type { OrderTarget, OrderType } from '../pos.types';
import { DeliveryZoneSelect } from './DeliveryZoneSelect';
import { CustomerChoices, ReservationChoices, StaffChoices, TableChoices } from './TargetTabs';

interface Props {
  isOpen: boolean;
  restaurantId: string;
  tables: DiningTable[];
  initial: OrderTarget | null;
  onClose: () => void;
  onStart: (target: OrderTarget) => void;
}

const EMPTY: OrderTarget = {
  kind: 'table',
  type: 'dine_in',
  tableId: null,
  tableName: null,
  customerId: null,
  customerName: null,
  staffUserId: null,
  staffName: null,
  reservationId: null,
  guests: null,
  deliveryAddress: null,
  deliveryPhone: null,
};

/** "Add Order": choose who the order is for (Table, Customer, Staff or Reservation). */
export function AddOrderDialog({ isOpen, restaurantId, tables, initial, onClose, onStart }: Props) {
  const t = usePosT();
  const [target, setTarget] = useState<OrderTarget>(initial ?? EMPTY);
  // Once an order is started the dish search is next: the focus is not sent back to the button that
  // opened the dialog when it has faded out (a waiter already typing "/" and a dish would lose the
  // search, and Enter would open this dialog again). Cancel does send it back.
  const [started, setStarted] = useState(false);
  const set = (changes: Partial<OrderTarget>) => setTarget((x) => ({ ...x, ...changes }));
  const isReady =
    (target.kind === 'table' && target.tableId) ||
    (target.kind === 'customer' && target.customerId) ||
    (target.kind === 'staff' && target.staffUserId) ||
    (target.kind === 'reservation' && target.reservationId && target.tableId) ||
    // A walk-in (takeaway or at the counter) needs nobody on record; a name is optional.
    target.kind === 'walkin';

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('addOrder.title')}
      style={{ width: 720 }}
      shouldReturnFocusOnClose={!started}
      onOpening={() => {
        setTarget(initial ?? EMPTY);
        setStarted(false);
      }}
    >
      <DialogBody>
        <Tabs
          id="add-order-tabs"
          large
          renderActiveTabPanelOnly
          selectedTabId={target.kind}
          onChange={(id) =>
            set({
              kind: id as OrderTarget['kind'],
              type: id === 'customer' || id === 'staff' || id === 'walkin' ? 'takeaway' : 'dine_in',
              ...(id === 'walkin' ? { customerId: null, customerName: null } : {}),
            })
          }
        >
          <Tab
            id="table"
            title={t('addOrder.table')}
            panel={
              <TableChoices
                tables={tables}
                chosenId={target.tableId}
                onChoose={(x) => set({ tableId: x.id, tableName: x.name, guests: target.guests ?? x.capacity })}
              />
            }
          />
          <Tab
            id="customer"
            title={t('addOrder.customer')}
            panel={
              <CustomerChoices
                restaurantId={restaurantId}
                chosenId={target.customerId}
                onChoose={(c) =>
                  set({
                    customerId: c.id,
                    customerName: c.name,
                    // A delivery goes to the customer's address and phone on record unless typed already.
                    deliveryAddress: target.deliveryAddress ?? c.addresses[0]?.address ?? null,
                    deliveryPhone: target.deliveryPhone ?? c.phone,
                  })
                }
              />
            }
          />
          <Tab
            id="walkin"
            title={t('addOrder.walkIn')}
            panel={
              <FormGroup label={t('addOrder.walkInName')} labelFor="walkin-name" helperText={t('addOrder.walkInHint')}>
                <InputGroup
                  id="walkin-name"
                  large
                  value={target.customerName ?? ''}
                  onValueChange={(v) => set({ customerName: v || null })}
                />
              </FormGroup>
            }
          />
          <Tab
            id="staff"
            title={t('addOrder.staff')}
            panel={
              <StaffChoices
                restaurantId={restaurantId}
                chosenId={target.staffUserId}
                onChoose={(m) => set({ staffUserId: m.userId, staffName: m.fullName || m.email })}
              />
            }
          />
          <Tab
            id="reservation"
            title={t('addOrder.reservation')}
            panel={
              <>
                <ReservationChoices
                  restaurantId={restaurantId}
                  chosenId={target.reservationId}
                  onChoose={(r) =>
                    set({
                      reservationId: r.id,
                      customerId: r.customerId ?? null,
                      customerName: r.name,
                      tableId: r.tables[0]?.id ?? null,
                      tableName: r.tables[0]?.name ?? null,
                      guests: r.partySize,
                      type: 'dine_in',
                    })
                  }
                />
                {target.reservationId && (
                  <div style={{ marginTop: 12 }}>
                    <TableChoices
                      tables={tables}
                      chosenId={target.tableId}
                      onChoose={(x) => set({ tableId: x.id, tableName: x.name })}
                    />
                  </div>
                )}
              </>
            }
          />
        </Tabs>
        <div style={{ display: 'flex', gap: 16, marginTop: 16 }}>
          {target.kind === 'customer' && (
            <FormGroup label={t('addOrder.type')} labelFor="order-type">
              <HTMLSelect
                id="order-type"
                large
                value={target.type}
                onChange={(e) => set({ type: e.currentTarget.value as OrderType })}
              >
                {(['takeaway', 'delivery', 'dine_in'] as const).map((x) => (
                  <option key={x} value={x}>
                    {t(`type.${x}`)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
          )}
          {target.type === 'delivery' && (
            <>
              <FormGroup label={t('addOrder.deliveryAddress')} labelFor="order-address" style={{ flex: 1 }}>
                <InputGroup
                  id="order-address"
                  large
                  value={target.deliveryAddress ?? ''}
                  onValueChange={(v) => set({ deliveryAddress: v || null })}
                />
              </FormGroup>
              <FormGroup label={t('addOrder.deliveryPhone')} labelFor="order-phone">
                <InputGroup
                  id="order-phone"
                  large
                  value={target.deliveryPhone ?? ''}
                  onValueChange={(v) => set({ deliveryPhone: v || null })}
                />
              </FormGroup>
              <DeliveryZoneSelect
                restaurantId={restaurantId}
                zoneId={target.deliveryZoneId ?? null}
                onChange={(deliveryZoneId) => set({ deliveryZoneId })}
              />
            </>
          )}
          {(target.kind === 'table' || target.kind === 'reservation') && (
            <FormGroup label={t('addOrder.guests')} labelFor="order-guests">
              <NumericInput
                id="order-guests"
                large
                min={1}
                max={99}
                value={target.guests ?? ''}
                onValueChange={(n) => set({ guests: Number.isFinite(n) ? n : null })}
              />
            </FormGroup>
          )}
        </div>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button large text={t('common.cancel')} onClick={onClose} />
            <Button
              large
              intent="primary"
              icon="arrow-right"
              text={t('addOrder.start')}
              disabled={!isReady}
              onClick={() => {
                // Rendered before the close: the fading dialog keeps the props of its last open render.
                flushSync(() => setStarted(true));
                onStart(target);
              }}
              data-testid="start-order"
            />
          </>
        }
      />
    </Dialog>
  );
}
