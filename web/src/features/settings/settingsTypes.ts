import type { PermissionMap, Plan } from '@ros/shared-events';

/** A restaurant as `GET /api/restaurants/:id` returns it. */
export interface Restaurant {
  id: string;
  name: string;
  type: string | null;
  currency: string | null;
  timeZone: string | null;
  contact: string | null;
  email: string | null;
  address: string | null;
  coverImageUrl: string | null;
  isActive: boolean;
  confirmOrders: boolean;
  serviceChargePercent: number | null;
  taxPercent: number | null;
  taxInclusive: boolean;
  plan: Plan;
  settings?: Record<string, unknown>;
}

/** A role of the restaurant with its permission tree. */
export interface Role {
  id: string;
  name: string;
  icon: string | null;
  systemKey: string | null;
  isSystem: boolean;
  isDisabled: boolean;
  employeeCount: number;
  remarks: string | null;
  permissions: PermissionMap;
}

/** The list envelope every list endpoint answers with. */
export interface ListResponse<T> {
  data: T[];
  total?: number;
}
