/** Kitchen tickets (docs/api/pos.md, "Kitchen tickets and KDS"). */
export type TicketStatus = 'new' | 'preparing' | 'ready' | 'bumped';

export interface TicketItem {
  id: string;
  dishId?: string;
  name: string;
  variantName: string | null;
  quantity: number;
  modifiers: string[];
  remarks: string | null;
  course: string | null;
  seat: number | null;
  status: string;
}

export interface Ticket {
  id: string;
  orderId: string;
  orderDisplayNo: number;
  orderType: 'dine_in' | 'takeaway' | 'delivery';
  target: string;
  tableName: string | null;
  serverName: string | null;
  stationId: string | null;
  stationName: string | null;
  fireNo: number;
  courses: string[];
  status: TicketStatus;
  isReprint: boolean;
  reprintCount: number;
  items: TicketItem[];
  createdAt: string;
  startedAt: string | null;
  readyAt: string | null;
  bumpedAt: string | null;
}

export interface KdsSettings {
  warnMinutes: number;
  lateMinutes: number;
}
