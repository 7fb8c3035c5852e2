/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/activity.ts). */
export { type ActivityQuery } from '@ros/shared-events';
