/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/waitlist.ts). */
export { type AddWaitlistBody, type WaitlistStatusBody, type WaitlistQuery } from '@ros/shared-events';
