/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/spaces.ts). */
export { type CreateSpaceBody, type UpdateSpaceBody, type SpaceListQuery } from '@ros/shared-events';
