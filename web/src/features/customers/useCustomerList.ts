import { useEffect, useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import type { Customer } from './customer.types';
import { customersApi, type CustomerQuery } from './customers.api';
import { selectCustomerChanges } from './customersLiveSlice';

/** One page of customers for the query; reloads when the query changes, on live customer events and on `reload()`. */
export function useCustomerList(restaurantId: string, query: CustomerQuery) {
  const liveChanges = useAppSelector(selectCustomerChanges);
  const [localChanges, setLocalChanges] = useState(0);
  const [result, setResult] = useState<{ rows: Customer[]; total: number; status: 'loading' | 'ready' | 'error' }>({ rows: [], total: 0, status: 'loading' });
  const { q, page, perPage, sortColumn, sort } = query;
  useEffect(() => {
    if (!restaurantId) return;
    let cancelled = false;
    // Typing in the search box waits a moment before asking the server.
    const timer = setTimeout(() => {
      customersApi
        .list(restaurantId, { q, page, perPage, sortColumn, sort })
        .then((res) => !cancelled && setResult({ rows: res.data, total: res.total, status: 'ready' }))
        .catch(() => !cancelled && setResult((r) => ({ ...r, status: 'error' })));
    }, 200);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [restaurantId, q, page, perPage, sortColumn, sort, liveChanges, localChanges]);
  return { ...result, reload: () => setLocalChanges((n) => n + 1) };
}
