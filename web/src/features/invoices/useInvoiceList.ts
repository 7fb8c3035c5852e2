import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { reportsApi, type Invoice } from '../dashboard/dashboard.api';
import { selectCurrentRestaurantId } from '../session/sessionSlice';

/** The seed's invoice list query (q, perPage = 10, page, status, sort, sortColumn), kept in the URL. */
export function useInvoiceList() {
  const rid = useAppSelector(selectCurrentRestaurantId) ?? '';
  const [params, setParams] = useSearchParams();
  const query = {
    q: params.get('q') ?? '',
    perPage: Number(params.get('perPage')) || 10,
    page: Number(params.get('page')) || 1,
    status: params.get('status') ?? '',
    sort: (params.get('sort') === 'asc' ? 'asc' : 'desc') as 'asc' | 'desc',
    sortColumn: params.get('sortColumn') ?? 'createdAt',
  };
  const [rows, setRows] = useState<Invoice[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const key = JSON.stringify(query);
  useEffect(() => {
    if (!rid) return;
    let live = true;
    const timer = setTimeout(() => {
      reportsApi.invoices(rid, JSON.parse(key) as typeof query).then(
        (res) => {
          if (!live) return;
          setRows(res.data);
          setTotal(res.total);
          setStatus('ready');
        },
        () => live && setStatus('error'),
      );
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [rid, key]);

  const update = (changes: Partial<typeof query>) => {
    const next = { ...query, page: 1, ...changes };
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v !== '' && v !== undefined) search.set(k, String(v));
    setParams(search, { replace: true });
  };
  return { query, rows, total, status, update };
}
