import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/http';

/** Loads a list for a query (debounced); `missing` is true when the API does not have the route yet. */
export function useLookup<T>(load: (q: string) => Promise<T[]>, q: string, enabled = true) {
  const [rows, setRows] = useState<T[]>([]);
  const [status, setStatus] = useState<'loading' | 'ready' | 'missing' | 'error'>('loading');
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const timer = setTimeout(() => {
      load(q)
        .then((data) => {
          if (!live) return;
          setRows(data);
          setStatus('ready');
        })
        .catch((error: unknown) => {
          if (!live) return;
          setStatus(error instanceof ApiError && (error.status === 404 || error.status === 501) ? 'missing' : 'error');
        });
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [load, q, enabled]);
  return { rows, status };
}
