/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/public-menu.ts). */
export { ZCursor, type PublicMenuQuery } from '@ros/shared-events';
