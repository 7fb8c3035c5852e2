import { Intent, type ToastProps, type Toaster } from '@blueprintjs/core';
import { describeError } from './errors';

// The one shared toaster of the app, created (and its code loaded) on first use.
let toasterPromise: Promise<Toaster> | null = null;

export function getToaster(): Promise<Toaster> {
  if (!toasterPromise) {
    toasterPromise = import('./overlayToaster').then((m) => m.createToaster());
    // A chunk that failed to load (offline) is tried again by the next toast.
    toasterPromise.catch(() => (toasterPromise = null));
  }
  return toasterPromise;
}

/** Takes every toast off the screen (someone signs out: the next person on the device is not to see them). */
export async function clearToasts(): Promise<void> {
  if (toasterPromise) (await toasterPromise).clear();
}

/** Shows a toast (message already translated). */
export async function showToast(props: ToastProps): Promise<void> {
  (await getToaster()).show({ timeout: 4000, ...props });
}

export const toastSuccess = (message: string) => showToast({ message, intent: Intent.SUCCESS, icon: 'tick' });

/** Shows an API error's message. */
export const toastError = (error: unknown) =>
  showToast({ message: describeError(error), intent: Intent.DANGER, icon: 'error' });
