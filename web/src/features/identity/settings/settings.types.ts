import type { Restaurant as RestaurantReply, Role as RoleReply } from '@ros/shared-events';
import type { PermissionMap } from '@ros/shared-events';
import type { UserData, WorkPlace } from '../../../api/sessionStorage';

/** A restaurant as `GET /api/restaurants/:id` returns it. */
export type Restaurant = RestaurantReply;

/** A role of the restaurant with its permission tree. */
export type Role = RoleReply;

/** What changes a role (a custom role's name, icon and remarks; any role's permissions and flag). */
export interface RolePatch {
  name?: string;
  icon?: string;
  remarks?: string | null;
  permissions?: PermissionMap;
  isDisabled?: boolean;
}

/** The notification switches of the account settings (names from the seed). */
export const NOTIFICATION_FLAGS = [
  'commentOnArticle',
  'answerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest',
] as const;
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
