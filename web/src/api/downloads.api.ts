import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from './baseApi';
import type { Download } from './http';

/**
 * Files the API serves behind the bearer token (exports, bill PDFs, expense receipts): a plain link
 * would not send the token, so the base query fetches them (`responseHandler: 'download'`) and
 * `saveDownload` / `openDownload` hand the Blob to the browser. Nothing is cached: each call fetches.
 */
export const downloadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    download: build.mutation<Download, string>({ query: (url) => ({ url, responseHandler: 'download' }) }),
  }),
});

export const { useDownloadMutation } = downloadsApi;

/** Saves a downloaded file under the server's name (Content-Disposition), else `fallbackName`. */
export function saveDownload({ blob, fileName }: Download, fallbackName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName ?? fallbackName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** Fetches a file through the `download` endpoint and drops it from the store once read. */
export async function fetchDownload(dispatch: Dispatch, url: string): Promise<Download> {
  const request = dispatch(downloadsApi.endpoints.download.initiate(url));
  try {
    return await request.unwrap();
  } finally {
    request.reset();
  }
}
