/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/exports.ts). */
export { type ExportBody } from '@ros/shared-events';
