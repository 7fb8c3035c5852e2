/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/cash-drawer.ts). */
export { type PrintZReportBody } from '@ros/shared-events';
