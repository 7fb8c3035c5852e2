import type { Order } from '../../pos';

export interface StationState {
  stationId: string;
  total: number;
  ready: number;
}

/** Per order: each station's progress; the order is ready when every station is. */
export function expoView(order: Order): { stations: StationState[]; isReady: boolean; firedAt: string } | null {
  const fired = order.items.filter((i) => i.ticketId && i.status !== 'voided' && i.status !== 'served');
  if (fired.length === 0) return null;
  const byStation = new Map<string, StationState>();
  for (const i of fired) {
    const key = i.stationId ?? '';
    const s = byStation.get(key) ?? { stationId: key, total: 0, ready: 0 };
    s.total += 1;
    if (i.status === 'ready') s.ready += 1;
    byStation.set(key, s);
  }
  const stations = [...byStation.values()];
  return { stations, isReady: stations.every((s) => s.ready === s.total), firedAt: order.placedAt ?? order.createdAt };
}
