import { ApiError, refreshAccessToken } from './http';
import { getAccessToken } from './sessionStorage';

async function send(url: string, file: File, token: string | null) {
  const form = new FormData();
  form.append('file', file);
  return fetch(url, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** Uploads one image through the API's upload endpoint and returns its public URL. */
export async function uploadImage(url: string, file: File): Promise<string> {
  const token = getAccessToken();
  let res = await send(url, file, token);
  if (res.status === 401 && token) {
    const fresh = await refreshAccessToken(token);
    if (fresh) res = await send(url, file, fresh);
  }
  const body = (await res.json().catch(() => null)) as {
    url?: string;
    error?: { code: string; message: string };
  } | null;
  if (!res.ok || !body?.url) {
    throw new ApiError(
      res.status,
      body?.error?.code ?? 'internal_error',
      body?.error?.message ?? 'Something went wrong. Please try again later.',
    );
  }
  return body.url;
}
