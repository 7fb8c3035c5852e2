/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/tickets.ts). */
export {};
