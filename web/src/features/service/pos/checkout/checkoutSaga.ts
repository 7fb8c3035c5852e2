import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { request } from '../../../../api/saga';
import { errorCode, errorStatus, fieldErrors, isStaleVersion, toFailure } from '../../../../api/errors';
import { showToast, toastError, toastSuccess } from '../../../../app/toaster';
import i18n from '../../../../i18n';
import { resyncRequired } from '../../../../realtime/realtimeSlice';
import { runFeatureSaga } from '../../../../app/store/store';
import { selectCurrentRestaurantId } from '../../../../app/session/sessionSlice';
import { posApi } from '../pos.api';
import { money } from '../money';
import { callRetrying } from '../retry';
import type { Bill, Payment } from '../pos.types';
import {
  billAdjustRequested,
  checkoutActions,
  checkoutRequested,
  paymentRequested,
  reversalRequested,
  selectCheckout,
  splitRequested,
  type CheckoutState,
} from './checkoutSlice';
import { reversalApi } from './reversal.api';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(`pos.${key}`, options);

/** Checkout, step 1: create (or refresh) the order's bill, then read every bill of the order (a split has parts). */
function* open(action: ReturnType<typeof checkoutRequested>) {
  const rid: string | null = yield select(selectCurrentRestaurantId);
  if (!rid) return;
  yield put(checkoutActions.started(action.payload.orderId));
  try {
    const existing: Bill[] = yield call(posApi.orderBills, rid, action.payload.orderId);
    const hasParts = existing.some((b) => b.status === 'split');
    const bill: Bill | null = hasParts
      ? null
      : yield* callRetrying(posApi.bill, rid, action.payload.orderId, {}, action.payload.key);
    yield put(checkoutActions.billsLoaded(bill ? [...existing.filter((b) => b.id !== bill.id), bill] : existing));
  } catch (error) {
    yield put(checkoutActions.failed());
    void toastError(error);
  }
}

function* reloadBills(rid: string, orderId: string) {
  const bills: Bill[] = yield call(posApi.orderBills, rid, orderId);
  yield put(checkoutActions.billsLoaded(bills));
}

function* adjust(action: ReturnType<typeof billAdjustRequested>) {
  const rid: string | null = yield select(selectCurrentRestaurantId);
  const state: CheckoutState = yield select(selectCheckout);
  const bill = state.bills.entities[action.payload.billId];
  if (!rid || !bill || !state.orderId) return;
  yield put(checkoutActions.busyChanged(true));
  try {
    const saved: Bill = yield call(posApi.updateBill, rid, bill.id, {
      version: bill.version,
      ...action.payload.changes,
    });
    yield put(checkoutActions.billSaved(saved));
  } catch (error) {
    if (isStaleVersion(error)) {
      yield call(reloadBills, rid, state.orderId);
      void showToast({ message: t('toast.staleVersion'), intent: 'warning', icon: 'refresh' });
    } else void toastError(error);
  } finally {
    yield put(checkoutActions.busyChanged(false));
  }
}

function* split(action: ReturnType<typeof splitRequested>) {
  const rid: string | null = yield select(selectCurrentRestaurantId);
  if (!rid) return;
  yield put(checkoutActions.busyChanged(true));
  try {
    const res: { parent: Bill; bills: Bill[] } = yield* callRetrying(
      posApi.split,
      rid,
      action.payload.billId,
      action.payload.body,
      action.payload.key,
    );
    yield put(checkoutActions.billsLoaded([res.parent, ...res.bills]));
    void toastSuccess(t('toast.split', { count: res.bills.length }));
  } catch (error) {
    void toastError(error);
  } finally {
    yield put(checkoutActions.busyChanged(false));
  }
}

/** "Proceed payment": record one payment; the bill and change due come back; the order completes when all bills are paid. */
function* pay(action: ReturnType<typeof paymentRequested>) {
  const rid: string | null = yield select(selectCurrentRestaurantId);
  const state: CheckoutState = yield select(selectCheckout);
  if (!rid || !state.orderId) return;
  yield put(checkoutActions.busyChanged(true));
  yield put(checkoutActions.cashRefused(null));
  try {
    const res: { payment: Payment; bill: Bill } = yield* callRetrying(
      posApi.pay,
      rid,
      action.payload.billId,
      action.payload.body,
      action.payload.key,
    );
    yield put(checkoutActions.paid({ bill: res.bill, changeDue: res.payment.changeDue ?? null }));
    void toastSuccess(
      res.bill.status === 'paid' ? t('toast.billPaid', { billNo: res.bill.billNo }) : t('toast.partialPayment'),
    );
  } catch (error) {
    if (errorStatus(error) === 409) yield call(reloadBills, rid, state.orderId);
    // No open drawer on this terminal: the panel says so, with the way to the cash drawer.
    const drawerMessage = errorCode(error) === 'rule_violation' ? fieldErrors(error).method : undefined;
    if (action.payload.body.method === 'cash' && drawerMessage) yield put(checkoutActions.cashRefused(drawerMessage));
    else void toastError(error);
  } finally {
    yield put(checkoutActions.busyChanged(false));
  }
}

/** Refund (all or part) or void a payment with a reason; field errors stay in the dialog, anything else is a toast. */
function* reverse(action: ReturnType<typeof reversalRequested>) {
  const rid: string | null = yield select(selectCurrentRestaurantId);
  const state: CheckoutState = yield select(selectCheckout);
  // Also outside a checkout: a bill paid earlier, refunded from Invoices (its drawer reads it again on the event).
  if (!rid) return;
  yield put(checkoutActions.reversalBusy());
  try {
    const res: { payment: Payment; bill: Bill } = yield* callRetrying(function* () {
      return yield* request(
        reversalApi.endpoints.reversePayment.initiate({
          rid,
          paymentId: action.payload.paymentId,
          body: action.payload.body,
          key: action.payload.key,
        }),
      );
    });
    yield put(checkoutActions.reversed(res.bill));
    void toastSuccess(
      res.payment.kind === 'refund'
        ? t('toast.refunded', { amount: money(res.payment.amount) })
        : t('toast.voided', { amount: money(res.payment.amount) }),
    );
  } catch (error) {
    const failure = toFailure(error, t('reversal.failed'));
    yield put(checkoutActions.reversalFailed(failure));
    if (errorStatus(error) === 409 && state.orderId) yield call(reloadBills, rid, state.orderId);
  }
}

/** Too many events were missed: read the open checkout's bills again. */
function* resync() {
  const rid: string | null = yield select(selectCurrentRestaurantId);
  const state: CheckoutState = yield select(selectCheckout);
  if (!rid || !state.orderId) return;
  try {
    yield call(reloadBills, rid, state.orderId);
  } catch {
    // The next action reloads them.
  }
}

export function* checkoutSaga() {
  yield takeLatest(resyncRequired.type, resync);
  yield takeLatest(checkoutRequested.type, open);
  yield takeEvery(billAdjustRequested.type, adjust);
  yield takeEvery(splitRequested.type, split);
  yield takeEvery(paymentRequested.type, pay);
  yield takeLatest(reversalRequested.type, reverse);
}

runFeatureSaga(checkoutSaga);
