export type DeliveryStatus = 'unassigned' | 'assigned' | 'picked_up' | 'delivered' | 'failed';

/** A delivery as the API returns it. */
export interface Delivery {
  id: string;
  orderId: string;
  orderDisplayNo: number;
  status: DeliveryStatus;
  address: string;
  contactName: string | null;
  contactPhone: string | null;
  notes: string | null;
  zoneName: string | null;
  fee: number;
  cashToCollect: number;
  eta: string | null;
  items: { name: string; quantity: number; remarks: string | null }[];
  driverMemberId: string | null;
  driverName: string | null;
  failureReason: string | null;
  kitchenStatus: 'none' | 'preparing' | 'ready';
  version: number;
  createdAt: string;
}

/** A member who delivers, with their shift and load. */
export interface Driver {
  memberId: string;
  userId: string;
  name: string;
  isOnShift: boolean;
  activeDeliveries: number;
}

/** A delivery zone with its fee and minimum order (minor units). */
export interface Zone {
  id: string;
  name: string;
  fee: number;
  minimumOrder: number;
  isActive: boolean;
}

/** A delivery order waiting to be dispatched. */
export interface PendingOrder {
  orderId: string;
  displayNo: number;
  customerName: string | null;
  address: string | null;
  phone: string | null;
}
