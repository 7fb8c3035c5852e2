import { apiRequest } from '../../api/http';

const base = (rid: string) => `/api/restaurants/${rid}`;

export interface CustomerLite {
  id: string;
  name: string;
  phone: string | null;
}
export interface MemberLite {
  id: string;
  userId: string | null;
  fullName: string | null;
  email: string;
  roleName: string;
  status: string;
}
export interface ReservationLite {
  id: string;
  customerId: string | null;
  name: string;
  phone: string | null;
  partySize: number;
  startsAt: string;
  status: string;
  tables: { id: string; name: string }[];
}

const dayBounds = () => {
  const from = new Date();
  from.setHours(0, 0, 0, 0);
  const to = new Date(from);
  to.setDate(to.getDate() + 1);
  return `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
};

/** Lookups of the Add Order tabs (customers, staff, reservations). */
export const targetApi = {
  customers: (rid: string, q: string) =>
    apiRequest<{ data: CustomerLite[] }>('GET', `${base(rid)}/customers?perPage=20&q=${encodeURIComponent(q)}`).then((r) => r.data),
  createCustomer: (rid: string, body: { name: string; phone?: string }) => apiRequest<CustomerLite>('POST', `${base(rid)}/customers`, body),
  members: (rid: string, q: string) =>
    apiRequest<{ data: MemberLite[] }>('GET', `${base(rid)}/members?perPage=50&q=${encodeURIComponent(q)}`).then((r) => r.data.filter((m) => m.status === 'active')),
  /** Today's bookings still to seat or seated without an order. */
  reservations: (rid: string) =>
    apiRequest<{ data: ReservationLite[] }>('GET', `${base(rid)}/reservations?perPage=100&${dayBounds()}`).then((r) =>
      r.data.filter((x) => ['booked', 'confirmed', 'seated'].includes(x.status) && !(x as { orderId?: string | null }).orderId),
    ),
};
