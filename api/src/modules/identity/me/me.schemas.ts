/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/me.ts). */
export {
  ZUpdateMeBody,
  ZChangePasswordBody,
  ZNotificationsBody,
  type UpdateMeBody,
} from '@ros/shared-events';
