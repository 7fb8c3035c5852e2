import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { errorStatus, isStaleVersion } from '../../../api/errors';
import { showToast, toastError, toastSuccess } from '../../../app/toaster';
import i18n from '../../../i18n';
import { resyncRequired } from '../../../realtime/realtimeSlice';
import { runFeatureSaga } from '../../../app/store/store';
import {
  orderCommandRequested,
  orderPlaceRequested,
  ordersActions,
  posLoadRequested,
  selectOrdersState,
  voidOverrideNeeded,
  type OrderCommand,
  type OrdersState,
} from './ordersSlice';
import { posApi, type PlaceOrderBody } from './pos.api';
import { callRetrying } from './retry';
import { enqueue, isNetworkFailure, mustQueue, previews } from './offline/outboxSaga';
import { isLocalOrderId, LOCAL_ORDER_PREFIX } from './offline/outbox.types';
import { previewOrder, targetLabel, withPreviewItems, withPreviewSent } from './offline/preview';
import type { CartLine, NewItem, Order, OrderTarget } from './pos.types';

const t = (key: string) => i18n.t(`pos.${key}`);

export const toNewItems = (lines: CartLine[]): NewItem[] =>
  lines.map((l) => ({
    dishId: l.dishId,
    ...(l.variantId ? { variantId: l.variantId } : {}),
    modifierOptionIds: l.modifiers.map((m) => m.optionId),
    quantity: l.quantity,
    ...(l.remarks ? { remarks: l.remarks } : {}),
    course: l.course,
    ...(l.seat ? { seat: l.seat } : {}),
    ...(l.hold ? { hold: true } : {}),
  }));

const opt = <T>(v: T | null | undefined): T | undefined => v ?? undefined;

export const placeBody = (target: OrderTarget, lines: CartLine[]): PlaceOrderBody => ({
  type: target.type,
  tableId: opt(target.tableId),
  guests: opt(target.guests),
  customerId: opt(target.customerId),
  customerName: target.customerId ? undefined : opt(target.customerName),
  reservationId: opt(target.reservationId),
  staffUserId: opt(target.staffUserId),
  deliveryAddress: opt(target.deliveryAddress),
  deliveryPhone: opt(target.deliveryPhone),
  deliveryZoneId: opt(target.deliveryZoneId),
  items: toNewItems(lines),
});

function* load(action: ReturnType<typeof posLoadRequested>) {
  const { restaurantId } = action.payload;
  yield put(ordersActions.loadStarted({ restaurantId }));
  try {
    const [orders, drafts]: [Order[], Order[]] = yield all([
      call(posApi.listOpenOrders, restaurantId),
      call(function* () {
        try {
          return yield* posApi.listDrafts(restaurantId);
        } catch {
          return [];
        }
      }),
    ]);
    yield put(ordersActions.loaded({ restaurantId, orders, drafts }));
  } catch {
    yield put(ordersActions.loadFailed());
  }
  // Orders placed on this device while offline show until the server has them.
  const local: Order[] = yield* previews(restaurantId);
  for (const o of local) yield put(ordersActions.orderSaved(o));
}

/** The order goes to the outbox (no answer, or offline): it shows at once, marked as waiting to sync. */
function* placeOffline(
  restaurantId: string,
  target: OrderTarget,
  cart: CartLine[],
  body: PlaceOrderBody,
  mode: 'place' | 'send' | 'draft',
  key: string,
) {
  const localOrderId = `${LOCAL_ORDER_PREFIX}${key}`;
  const label = targetLabel(target, t(`type.${target.type}`));
  const preview = previewOrder(localOrderId, target, cart, { draft: mode === 'draft', sent: mode === 'send', label });
  yield* enqueue(restaurantId, { kind: 'place', body, key, localOrderId }, label, preview);
  yield put(ordersActions.orderSaved(preview));
  yield put(ordersActions.orderSelected(mode === 'draft' ? null : localOrderId));
}

function* place(action: ReturnType<typeof orderPlaceRequested>) {
  const { target, cart, restaurantId }: OrdersState = yield select(selectOrdersState);
  if (!restaurantId || !target || cart.length === 0) return;
  const { mode, key } = action.payload;
  yield put(ordersActions.busyChanged(true));
  const body = {
    ...placeBody(target, cart),
    ...(mode === 'draft' ? { isDraft: true } : {}),
    ...(mode === 'send' ? { send: true } : {}),
  };
  try {
    if (yield* mustQueue(restaurantId)) {
      yield* placeOffline(restaurantId, target, cart, body, mode, key);
      return;
    }
    const order: Order = yield* callRetrying(posApi.placeOrder, restaurantId, body, key);
    yield put(ordersActions.orderSaved(order));
    yield put(ordersActions.orderSelected(mode === 'draft' ? null : order.id));
    void toastSuccess(mode === 'draft' ? t('toast.draftKept') : i18n.t('pos.toast.orderPlaced'));
  } catch (error) {
    if (isNetworkFailure(error)) yield* placeOffline(restaurantId, target, cart, body, mode, key);
    else void toastError(error);
  } finally {
    yield put(ordersActions.busyChanged(false));
  }
}

function* run(
  rid: string,
  order: Order,
  cmd: OrderCommand,
  cart: CartLine[],
): Generator<unknown, Order | null, unknown> {
  const v = order.version;
  switch (cmd.kind) {
    case 'addItems': {
      const saved = yield* callRetrying(posApi.addItems, rid, order.id, v, toNewItems(cart), cmd.key);
      // The send is a second action: its own key, derived so a retried press stays the same command.
      return cmd.andSend && saved.status === 'open'
        ? yield* callRetrying(posApi.send, rid, order.id, saved.version, `${cmd.key}-send`)
        : saved;
    }
    case 'send':
      return yield* callRetrying(posApi.send, rid, order.id, v, cmd.key);
    case 'placeDraft':
      return yield* callRetrying(posApi.placeDraft, rid, order.id, v, cmd.key);
    case 'fire':
      return yield* callRetrying(posApi.fireCourse, rid, order.id, v, cmd.course, cmd.key);
    case 'hold': {
      let current = order;
      for (const item of order.items.filter(
        (i) => i.status === 'pending' && i.course === cmd.course && i.isHeld !== cmd.hold,
      )) {
        current = yield* callRetrying(posApi.holdItem, rid, order.id, item.id, current.version, cmd.hold);
      }
      return current;
    }
    case 'void':
      return yield* callRetrying(
        posApi.voidItem,
        rid,
        order.id,
        cmd.itemId,
        { version: v, reason: cmd.reason, approverEmail: cmd.approverEmail, approverPassword: cmd.approverPassword },
        cmd.key,
      );
    case 'serve':
      return cmd.itemId
        ? yield* callRetrying(posApi.serveItem, rid, order.id, cmd.itemId, cmd.key)
        : yield* callRetrying(posApi.serveAll, rid, order.id, cmd.key);
    case 'transfer':
      return yield* callRetrying(posApi.transfer, rid, order.id, v, cmd.tableId, cmd.key);
    case 'merge': {
      const { orders } = (yield select(selectOrdersState)) as OrdersState;
      const source = orders.entities[cmd.sourceOrderId];
      return source ? yield* callRetrying(posApi.merge, rid, order.id, v, source, cmd.key) : null;
    }
    case 'cancel':
      return yield* callRetrying(posApi.cancel, rid, order.id, v, cmd.reason, cmd.key);
    case 'reprint': {
      const ticketIds = [...new Set(order.items.map((i) => i.ticketId).filter((x): x is string => !!x))];
      yield all(ticketIds.map((id, n) => call(posApi.reprintTicket, rid, id, `${cmd.key}-${n}`)));
      return null;
    }
  }
}

/** Sending and adding items wait on the device when offline; the POS shows them done. False: not queueable. */
function* commandOffline(
  rid: string,
  order: Order,
  cmd: OrderCommand,
  cart: CartLine[],
): Generator<unknown, boolean, unknown> {
  if (cmd.kind === 'send') {
    yield* enqueue(rid, { kind: 'send', orderId: order.id, version: order.version, key: cmd.key }, order.target);
    yield put(ordersActions.orderSaved(withPreviewSent(order)));
    return true;
  }
  if (cmd.kind === 'addItems') {
    yield* enqueue(
      rid,
      {
        kind: 'addItems',
        orderId: order.id,
        version: order.version,
        items: toNewItems(cart),
        andSend: cmd.andSend,
        key: cmd.key,
      },
      order.target,
    );
    yield put(ordersActions.orderSaved(withPreviewItems(order, cart, cmd.andSend)));
    yield put(ordersActions.orderSelected(order.id));
    return true;
  }
  return false;
}

function* command(action: ReturnType<typeof orderCommandRequested>) {
  const cmd = action.payload;
  const state: OrdersState = yield select(selectOrdersState);
  const order = state.orders.entities[cmd.orderId] ?? state.drafts.entities[cmd.orderId];
  if (!state.restaurantId || !order) return;
  yield put(ordersActions.busyChanged(true));
  try {
    if (isLocalOrderId(order.id) || (yield* mustQueue(state.restaurantId))) {
      if (!(yield* commandOffline(state.restaurantId, order, cmd, state.cart)))
        void showToast({ message: t('offline.notOffline'), intent: 'warning', icon: 'offline' });
      return;
    }
    const saved: Order | null = yield* run(state.restaurantId, order, cmd, state.cart);
    if (saved) yield put(ordersActions.orderSaved(saved));
    if (cmd.kind === 'merge') yield put(ordersActions.orderRemoved(cmd.sourceOrderId));
    if (cmd.kind === 'addItems') yield put(ordersActions.orderSelected(order.id));
    void toastSuccess(cmd.kind === 'placeDraft' ? t('toast.orderPlaced') : t(`toast.${cmd.kind}`));
  } catch (error) {
    if (isStaleVersion(error)) {
      // Someone else changed the order: show theirs; the waiter repeats the action on fresh data.
      yield call(refetch, state.restaurantId, cmd.orderId);
      void showToast({ message: t('toast.staleVersion'), intent: 'warning', icon: 'refresh' });
    } else if (isNetworkFailure(error) && (yield* commandOffline(state.restaurantId, order, cmd, state.cart))) {
      // Kept on the device: sent on reconnect.
    } else if (errorStatus(error) === 403 && cmd.kind === 'void' && !cmd.approverEmail) {
      yield put(voidOverrideNeeded(cmd));
    } else void toastError(error);
  } finally {
    yield put(ordersActions.busyChanged(false));
  }
}

function* refetch(restaurantId: string, orderId: string) {
  try {
    const order: Order = yield* callRetrying(posApi.getOrder, restaurantId, orderId);
    yield put(ordersActions.orderSaved(order));
  } catch (error) {
    if (errorStatus(error) === 404) yield put(ordersActions.orderRemoved(orderId));
  }
}

function* resync(action: { type: string; payload: { restaurantId: string } }) {
  const state: OrdersState = yield select(selectOrdersState);
  if (state.restaurantId === action.payload.restaurantId)
    yield put(posLoadRequested({ restaurantId: state.restaurantId }));
}

export function* posSaga() {
  yield all([
    takeLatest(posLoadRequested.type, load),
    takeLatest(orderPlaceRequested.type, place),
    takeEvery(orderCommandRequested.type, command),
    takeLatest(resyncRequired.type, resync),
  ]);
}

runFeatureSaga(posSaga);
