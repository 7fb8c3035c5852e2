/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/roles.ts). */
export { type CreateRoleBody, type UpdateRoleBody } from '@ros/shared-events';
