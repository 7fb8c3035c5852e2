import { Intent, OverlayToaster, Position, type ToastProps, type Toaster } from '@blueprintjs/core';
import { describeError } from './errors';

// The one shared toaster of the app, created on first use.
let toasterPromise: Promise<Toaster> | null = null;

export function getToaster(): Promise<Toaster> {
  toasterPromise ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 4 });
  return toasterPromise;
}

/** Shows a toast (message already translated). */
export async function showToast(props: ToastProps): Promise<void> {
  (await getToaster()).show({ timeout: 4000, ...props });
}

export const toastSuccess = (message: string) => showToast({ message, intent: Intent.SUCCESS, icon: 'tick' });

/** Shows an API error's message. */
export const toastError = (error: unknown) => showToast({ message: describeError(error), intent: Intent.DANGER, icon: 'error' });
