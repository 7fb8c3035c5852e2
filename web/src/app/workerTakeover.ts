import { api, TAG_TYPES } from '../api/baseApi';
import { selectCurrentRestaurantId } from './session/sessionSlice';
import { resyncRequired, selectLastSeq } from '../realtime/realtimeSlice';
import { store } from './store/store';

/**
 * On a device's first visit the page reads its data before the service worker (registered once the
 * page has loaded) controls it, so the worker keeps none of it, and the POS would not open offline.
 * When the worker takes control, the cached queries and the open screens read the server again,
 * through it: the menu, the floor and the open orders are then on the device. The same happens
 * when a new worker version takes over; nothing is read while the device is offline.
 */
export function readAgainWhenWorkerTakesOver(container: ServiceWorkerContainer): void {
  container.addEventListener('controllerchange', () => {
    // Offline the reads could only fail, and would turn what the screens show into errors.
    if (!navigator.onLine) return;
    const state = store.getState();
    const restaurantId = selectCurrentRestaurantId(state);
    const lastSeq = restaurantId ? selectLastSeq(state, restaurantId) : undefined;
    // The screens' slices reload as after a missed stretch of events, from where they are.
    if (restaurantId && lastSeq !== undefined) store.dispatch(resyncRequired({ restaurantId, lastSeq }));
    store.dispatch(api.util.invalidateTags([...TAG_TYPES]));
  });
}
