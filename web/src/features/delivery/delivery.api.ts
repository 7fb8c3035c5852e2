import { apiRequest } from '../../api/http';

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
export interface Driver { memberId: string; userId: string; name: string; isOnShift: boolean; activeDeliveries: number }
export interface Zone { id: string; name: string; fee: number; minimumOrder: number; isActive: boolean }
export interface PendingOrder { orderId: string; displayNo: number; customerName: string | null; address: string | null; phone: string | null }

const base = (rid: string) => `/api/restaurants/${rid}`;

export const deliveryApi = {
  list: (rid: string, active = true) => apiRequest<{ data: Delivery[] }>('GET', `${base(rid)}/deliveries${active ? '?active=true' : ''}`),
  pending: (rid: string) => apiRequest<{ data: PendingOrder[] }>('GET', `${base(rid)}/deliveries/pending-orders`),
  create: (rid: string, body: { orderId: string; zoneId?: string | null }) => apiRequest<Delivery>('POST', `${base(rid)}/deliveries`, body),
  assign: (rid: string, id: string, driverMemberId: string) => apiRequest<Delivery>('POST', `${base(rid)}/deliveries/${id}/assign`, { driverMemberId }),
  setStatus: (rid: string, id: string, status: 'unassigned' | 'picked_up' | 'delivered' | 'failed', reason?: string) =>
    apiRequest<Delivery>('POST', `${base(rid)}/deliveries/${id}/status`, { status, reason }),
  drivers: (rid: string) => apiRequest<{ data: Driver[] }>('GET', `${base(rid)}/drivers`),
  setShift: (rid: string, memberId: string | 'me', isOnShift: boolean) =>
    apiRequest<{ memberId: string; isOnShift: boolean }>('POST', `${base(rid)}/drivers/${memberId}/shift`, { isOnShift }),
  zones: (rid: string) => apiRequest<{ data: Zone[] }>('GET', `${base(rid)}/delivery-zones`),
  createZone: (rid: string, body: { name: string; fee: number; minimumOrder: number }) => apiRequest<Zone>('POST', `${base(rid)}/delivery-zones`, body),
};

/** Minor units → "12.50". */
export const money = (minor: number) => (minor / 100).toFixed(2);
