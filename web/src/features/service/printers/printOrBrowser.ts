import { errorCode } from '../../../api/errors';
import { showToast, toastError, toastSuccess } from '../../../app/toaster';

/** What the outcome toasts say (already translated). */
export interface PrintMessages {
  sent: (printer: string) => string;
  browser: string;
}

/**
 * Sends paper to the restaurant's receipt printer; when it has none (the API refuses with
 * `rule_violation`), prints the 80 mm layout from this browser instead. A toast tells which.
 */
export async function printOrBrowser(
  send: () => Promise<{ printer: { name: string } }>,
  messages: PrintMessages,
): Promise<void> {
  try {
    const job = await send();
    void toastSuccess(messages.sent(job.printer.name));
  } catch (err) {
    if (errorCode(err) !== 'rule_violation') return void toastError(err);
    void showToast({ message: messages.browser, intent: 'primary', icon: 'print' });
    window.print();
  }
}
