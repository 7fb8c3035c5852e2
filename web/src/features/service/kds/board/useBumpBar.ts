import { useEffect } from 'react';
import { useAppDispatch } from '../../../../app/store/hooks';
import { recallRequested, ticketActionRequested, ticketsActions } from '../ticketsSlice';

/**
 * The keyboard as a bump bar: ←/→ (or ↑/↓) select, 1–9 pick a ticket, S start, Enter or B bump,
 * D ready, R recall the last bumped ticket.
 */
export function useBumpBar(ids: readonly string[], selectedId: string | null) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const handleKey = (e: KeyboardEvent) => {
      const tag = (e.target as HTMLElement | null)?.tagName;
      if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA' || e.ctrlKey || e.metaKey || e.altKey) return;
      const index = selectedId ? ids.indexOf(selectedId) : -1;
      const select = (i: number) =>
        ids.length && dispatch(ticketsActions.selected(ids[Math.max(0, Math.min(ids.length - 1, i))] ?? null));
      const current = index >= 0 ? ids[index] : ids[0];
      const act = (action: 'start' | 'ready' | 'bump') =>
        current && dispatch(ticketActionRequested({ action, ticketId: current, key: crypto.randomUUID() }));
      const key = e.key.toLowerCase();
      if (key === 'arrowright' || key === 'arrowdown') select(index + 1);
      else if (key === 'arrowleft' || key === 'arrowup') select(index - 1);
      else if (/^[1-9]$/.test(key)) select(Number(key) - 1);
      else if (key === 'enter' || key === 'b') act('bump');
      else if (key === 's') act('start');
      else if (key === 'd') act('ready');
      else if (key === 'r') dispatch(recallRequested({ key: crypto.randomUUID() }));
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [dispatch, ids, selectedId]);
}
