import { Alert, Button, Classes, NonIdealState, SegmentedControl, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { toastError } from '../../../app/toaster';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/PageHeader';
import { ScreenLinks } from '../../../app/layout/ScreenLinks';
import { TerminalLockButton } from '../terminal';
import { useAppDispatch, useAppSelector } from '../../../app/store/hooks';
import type { Dish } from '../../menu/menu';
import { PrinterAlert } from '../printers';
import { useCan } from '../../../app/session/useAbility';
import { useSetTableStatusMutation } from '../tables';
import type { DiningTable } from '../tables';
import { AddOrderDialog } from './builder/AddOrderDialog';
import { CartPanel } from './builder/CartPanel';
import { courseOf } from './builder/course';
import { DishOptionsDialog } from './builder/DishOptionsDialog';
import { DishPicker, dishPrice } from './builder/DishPicker';
import { CheckoutDialog } from './checkout/CheckoutDialog';
import { DraftsMenu } from './DraftsMenu';
import { ClosedOrdersButton } from './closed/ClosedOrdersDrawer';
import { PosFloor } from './floor/PosFloor';
import { GuestInbox } from './guest/GuestInbox';
import { useListGuestRequestsQuery } from './guest/guest.api';
import { usePosT } from '../../../app/i18n/pos';
import { OfflineBar } from './offline/OfflineBar';
import { OpenOrdersList } from './orders/OpenOrdersList';
import { OrderPanel } from './orders/OrderPanel';
import { ordersActions, selectDrafts, selectSelectedOrder } from './ordersSlice';
import type { OrderTarget } from './pos.types';
import { FullscreenButton } from './terminal/FullscreenButton';
import { enterFullscreen, exitFullscreen, KIOSK_POS_ROUTE } from './terminal/fullscreen';
import { usePos } from './usePos';
import './pos.css';

/**
 * POS: floor with live tables, the order builder, placed orders and checkout. `terminal`: full
 * screen (`/pos`), its own bar with the service screens, no admin layout.
 */
export default function PosPage({ terminal = false }: { terminal?: boolean }) {
  const t = usePosT();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [setTableStatus] = useSetTableStatusMutation();
  const canOrder = useCan('edit', 'orders');
  const { restaurantId, catalogue, floor, state, orders, orderByTable } = usePos();
  const drafts = useAppSelector(selectDrafts);
  const selected = useAppSelector(selectSelectedOrder);
  const [view, setView] = useState<'floor' | 'orders'>('floor');
  const [addOpen, setAddOpen] = useState(false);
  const [initialTarget, setInitialTarget] = useState<OrderTarget | null>(null);
  const [picking, setPicking] = useState<Dish | null>(null);
  const [checkoutId, setCheckoutId] = useState<string | null>(null);
  const [cleaning, setCleaning] = useState<DiningTable | null>(null);
  const { data: guestRequests = [] } = useListGuestRequestsQuery(restaurantId);
  const isAdding = state.isAdding && selected !== null;
  const isBuilding = state.target !== null || isAdding;

  const openAdd = (target: OrderTarget | null) => {
    setInitialTarget(target);
    setAddOpen(true);
  };
  // F2 starts an order, F4 checks out the selected one (the dish search has "/" and Enter).
  const selectedId = selected?.status === 'open' ? selected.id : null;
  useEffect(() => {
    const handleKey = (e: KeyboardEvent) => {
      if (e.key === 'F2' && canOrder) {
        e.preventDefault();
        setInitialTarget(null);
        setAddOpen(true);
      } else if (e.key === 'F4' && selectedId) {
        e.preventDefault();
        setCheckoutId(selectedId);
      }
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [canOrder, selectedId]);
  const handleTable = (table: DiningTable) => {
    const orderId = orderByTable.get(table.id);
    if (orderId) dispatch(ordersActions.orderSelected(orderId));
    else if (table.status === 'needs_cleaning') setCleaning(table);
    else if (canOrder && table.isOpen) {
      openAdd({
        kind: 'table',
        type: 'dine_in',
        tableId: table.id,
        tableName: table.name,
        guests: table.capacity,
        customerId: null,
        customerName: null,
        staffUserId: null,
        staffName: null,
        reservationId: null,
        deliveryAddress: null,
        deliveryPhone: null,
      });
    }
  };
  const handlePick = (dish: Dish) => {
    if (dish.variants.length > 1 || dish.modifierGroups.length > 0) return setPicking(dish);
    const v = dish.variants[0];
    dispatch(
      ordersActions.lineAdded({
        key: crypto.randomUUID(),
        dishId: dish.id,
        variantId: v?.id ?? null,
        name: dish.name,
        variantName: null,
        unitPrice: dishPrice(dish),
        modifiers: [],
        quantity: 1,
        remarks: '',
        course: courseOf(dish, catalogue.categories),
        seat: null,
        hold: false,
      }),
    );
  };
  const handleClean = async (table: DiningTable) => {
    setCleaning(null);
    try {
      await setTableStatus({ rid: restaurantId, id: table.id, body: { status: 'free' } }).unwrap();
    } catch (error) {
      void toastError(error);
    }
  };
  const stopBuilding = () =>
    dispatch(isAdding && selected ? ordersActions.orderSelected(selected.id) : ordersActions.cartCleared());

  // Tables answer taps only once the open orders are known (a tap on a busy table opens its order).
  const isLoading = [catalogue.status, floor.status, state.status].some((x) => x === 'idle' || x === 'loading');

  // `?order=<id>` / `?table=<id>`: an order or a table found with Ctrl+K opens once the POS has loaded.
  const [params, setParams] = useSearchParams();
  const linked = useRef(false);
  useEffect(() => {
    const orderId = params.get('order');
    const table = floor.tables.find((x) => x.id === params.get('table'));
    if (isLoading || linked.current || (!orderId && !table)) return;
    linked.current = true;
    if (orderId) dispatch(ordersActions.orderSelected(orderId));
    else if (table) handleTable(table);
    setParams({}, { replace: true });
  });
  if (isLoading || (catalogue.status === 'error' && floor.status === 'error')) {
    return (
      <div className="ros-page">
        {catalogue.status === 'error' ? <NonIdealState icon="error" title={t('common.loadFailed')} /> : <Spinner />}
      </div>
    );
  }

  const actions = (
    <>
      <GuestInbox restaurantId={restaurantId} />
      <DraftsMenu drafts={drafts} />
      <ClosedOrdersButton />
      {canOrder && (
        <Button
          large
          intent="primary"
          icon="add"
          text={t('addOrder.button')}
          onClick={() => openAdd(null)}
          data-testid="add-order"
        />
      )}
    </>
  );
  return (
    <div className={terminal ? 'ros-pos ros-pos-terminal' : 'ros-page ros-pos'}>
      {terminal ? (
        <header className="ros-pos-terminal-bar">
          <ScreenLinks large />
          <span style={{ flex: 1 }} />
          {actions}
          <TerminalLockButton />
          <FullscreenButton />
          <Button
            large
            variant="minimal"
            icon="log-out"
            aria-label={t('terminal.exit')}
            title={t('terminal.exit')}
            onClick={() => {
              exitFullscreen();
              navigate('/apps/pos');
            }}
          />
        </header>
      ) : (
        <PageHeader
          title={t('title')}
          description={t('subtitle')}
          actions={
            <>
              {actions}
              <Button
                large
                icon="maximize"
                text={t('terminal.enter')}
                onClick={() => {
                  enterFullscreen();
                  navigate(KIOSK_POS_ROUTE);
                }}
              />
            </>
          }
        />
      )}
      <PrinterAlert restaurantId={restaurantId} />
      <OfflineBar restaurantId={restaurantId} />
      <div className="ros-pos-body">
        <section className="ros-pos-main">
          {isBuilding ? (
            <DishPicker dishes={catalogue.dishes} categories={catalogue.categories} onPick={handlePick} />
          ) : (
            <>
              <SegmentedControl
                large
                value={view}
                onValueChange={(v) => setView(v as 'floor' | 'orders')}
                options={[
                  { value: 'floor', label: t('floor.title') },
                  { value: 'orders', label: t('order.openTitle', { count: orders.length }) },
                ]}
                className="ros-pos-views"
              />
              {view === 'floor' ? (
                <PosFloor
                  spaces={floor.spaces}
                  tables={floor.tables}
                  requests={guestRequests}
                  selectedTableId={selected?.table?.id ?? null}
                  onTable={handleTable}
                />
              ) : (
                <OpenOrdersList
                  orders={orders}
                  selectedId={selected?.id ?? null}
                  onSelect={(id) => dispatch(ordersActions.orderSelected(id))}
                />
              )}
            </>
          )}
        </section>
        <aside className="ros-pos-side">
          {isBuilding ? (
            <CartPanel
              target={state.target}
              addingTo={isAdding ? selected : null}
              lines={state.cart}
              busy={state.busy}
              onCancel={stopBuilding}
            />
          ) : selected ? (
            <OrderPanel
              order={selected}
              orders={orders}
              tables={floor.tables}
              onAddItems={() => dispatch(ordersActions.addingStarted())}
              onCheckout={() => setCheckoutId(selected.id)}
            />
          ) : (
            <NonIdealState icon="shop" title={t('builder.noOrder')} description={t('builder.noOrderHint')} />
          )}
          <p className={Classes.TEXT_MUTED}>{t('shortcuts')}</p>
        </aside>
      </div>
      <AddOrderDialog
        isOpen={addOpen}
        restaurantId={restaurantId}
        tables={floor.tables}
        initial={initialTarget}
        onClose={() => setAddOpen(false)}
        onStart={(target) => {
          setAddOpen(false);
          dispatch(ordersActions.targetChosen(target));
        }}
      />
      {picking && (
        <DishOptionsDialog
          key={picking.id}
          dish={picking}
          defaultCourse={courseOf(picking, catalogue.categories)}
          onClose={() => setPicking(null)}
          onAdd={(line) => {
            dispatch(ordersActions.lineAdded(line));
            setPicking(null);
          }}
        />
      )}
      <Alert
        isOpen={cleaning !== null}
        icon="clean"
        intent="primary"
        cancelButtonText={t('common.cancel')}
        confirmButtonText={t('floor.markClean')}
        onCancel={() => setCleaning(null)}
        onConfirm={() => cleaning && void handleClean(cleaning)}
      >
        <p>{t('floor.cleanQuestion', { name: cleaning?.name })}</p>
      </Alert>
      {checkoutId && <CheckoutDialog orderId={checkoutId} onClose={() => setCheckoutId(null)} />}
    </div>
  );
}
