import { getAccessToken } from '../../../../api/sessionStorage';
import { showToast } from '../../../../app/toaster';

/** Opens the A4 PDF of a bill (the request needs the bearer token, so a plain link would not do). */
export async function openPdf(url: string, unavailableMessage: string): Promise<void> {
  const win = window.open('', '_blank');
  try {
    const token = getAccessToken();
    const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!res.ok || !res.headers.get('content-type')?.includes('pdf')) throw new Error(String(res.status));
    const blobUrl = URL.createObjectURL(await res.blob());
    if (win) win.location.href = blobUrl;
    else window.location.href = blobUrl;
  } catch {
    win?.close();
    void showToast({ message: unavailableMessage, intent: 'warning', icon: 'document' });
  }
}
