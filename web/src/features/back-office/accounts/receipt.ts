import { getAccessToken } from '../../../api/sessionStorage';
import { toastError } from '../../../app/toaster';

/**
 * Saves an expense's receipt. Receipts are private (the API serves them to members who may read
 * expenses), so a plain link would not do: the file is fetched with the access token, then saved.
 */
export async function downloadReceipt(receiptUrl: string): Promise<void> {
  try {
    const token = getAccessToken();
    const res = await fetch(receiptUrl, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!res.ok) throw new Error(`The receipt could not be downloaded (${res.status}).`);
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = receiptUrl.split('/').pop() ?? 'receipt';
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  } catch (error) {
    toastError(error);
  }
}
