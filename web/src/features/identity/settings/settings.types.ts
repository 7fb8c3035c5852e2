import type { Restaurant as RestaurantReply, Role as RoleReply } from '@ros/shared-events';
import type { NotificationSettings, operations, PermissionMap } from '@ros/shared-events';
import type { BodyOf } from '../../../api/operation';
import type { UserData, WorkPlace } from '../../../api/sessionStorage';

/** A restaurant as `GET /api/restaurants/:id` returns it. */
export type Restaurant = RestaurantReply;

/** What a restaurant's settings may change (the contract's body: `settings` as the api takes it). */
export type RestaurantPatch = BodyOf<typeof operations.updateRestaurant>;

/** What the account page may change on the signed-in user (the contract's body). */
export type ProfilePatch = BodyOf<typeof operations.updateMe>;

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

/** The person's notification settings: per kind, in the app / email / SMS. */
export type Notifications = NotificationSettings;

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
