/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/auth.ts). */
export { type RegisterBody, type LoginBody } from '@ros/shared-events';
