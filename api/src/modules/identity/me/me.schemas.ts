/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/me.ts). */
export { type UpdateMeBody } from '@ros/shared-events';
