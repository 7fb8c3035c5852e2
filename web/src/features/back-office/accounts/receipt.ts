import { fetchDownload, saveDownload } from '../../../api/downloads.api';
import { store } from '../../../app/store/store';
import { toastError } from '../../../app/toaster';

/**
 * Saves an expense's receipt. Receipts are private (the API serves them to members who may read
 * expenses), so a plain link would not do: the file is fetched with the access token, then saved.
 */
export async function downloadReceipt(receiptUrl: string): Promise<void> {
  try {
    const file = await fetchDownload(store.dispatch, receiptUrl);
    // The name stays the URL's last segment, as before.
    saveDownload({ ...file, fileName: null }, receiptUrl.split('/').pop() ?? 'receipt');
  } catch (error) {
    toastError(error);
  }
}
