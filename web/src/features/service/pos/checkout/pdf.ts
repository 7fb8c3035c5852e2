import { fetchDownload } from '../../../../api/downloads.api';
import { showToast } from '../../../../app/toaster';
import { store } from '../../../../app/store/store';

/** Opens the A4 PDF of a bill (the request needs the bearer token, so a plain link would not do). */
export async function openPdf(url: string, unavailableMessage: string): Promise<void> {
  const win = window.open('', '_blank');
  try {
    const { blob } = await fetchDownload(store.dispatch, url);
    if (!blob.type.includes('pdf')) throw new Error('not a PDF');
    const blobUrl = URL.createObjectURL(blob);
    if (win) win.location.href = blobUrl;
    else window.location.href = blobUrl;
  } catch {
    win?.close();
    void showToast({ message: unavailableMessage, intent: 'warning', icon: 'document' });
  }
}
