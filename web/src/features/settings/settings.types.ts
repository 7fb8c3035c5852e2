import type { PermissionMap, Plan } from '@ros/shared-events';
import type { UserData, WorkPlace } from '../../api/sessionStorage';

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

/** What changes a role (a custom role's name, icon and remarks; any role's permissions and flag). */
export interface RolePatch {
  name?: string;
  icon?: string;
  remarks?: string | null;
  permissions?: PermissionMap;
  isDisabled?: boolean;
}

/** The notification switches of the account settings (names from the seed). */
export const NOTIFICATION_FLAGS = ['commentOnArticle', 'answerOnForm', 'followMe', 'newAnnouncements', 'productUpdates', 'blogDigest'] as const;
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];
export type Notifications = Record<NotificationFlag, boolean>;

/** `userData` with the account fields the settings edit. */
export interface AccountData extends UserData {
  company: string | null;
  bio: string | null;
  birthDate: string | null;
  country: string | null;
  website: string | null;
  phone: string | null;
  language: string | null;
  notifications: Notifications;
}

/** `GET /api/me`: the signed-in user and the restaurants they work at. */
export interface Me {
  userData: AccountData;
  workPlaces: WorkPlace[];
}
