/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/guest-orders.ts). */
export { type GuestLine, type GuestOrderBody, type GuestQuoteBody } from '@ros/shared-events';
