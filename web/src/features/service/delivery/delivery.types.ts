import type { Delivery as DeliveryReply, DeliveryZone as DeliveryZoneReply } from '@ros/shared-events';

/** A delivery as the API returns it. */
export type Delivery = DeliveryReply;

/** A member who delivers, with their shift and load. */
export interface Driver {
  memberId: string;
  /** Null when the membership has no user account (the contract allows it). */
  userId: string | null;
  name: string;
  isOnShift: boolean;
  activeDeliveries: number;
}

/** A delivery zone with its fee and minimum order (minor units). */
export type Zone = DeliveryZoneReply;

/** A delivery order waiting to be dispatched. */
export interface PendingOrder {
  orderId: string;
  displayNo: number;
  customerName: string | null;
  address: string | null;
  phone: string | null;
}
