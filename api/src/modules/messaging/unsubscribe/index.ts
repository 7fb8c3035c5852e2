/** The unsubscribe module's face: guests' email extras (link, headers), the suppression check, the public link's routes. */
export { guestEmailExtras, smsNumberOf } from './guest-email';
export { isUnsubscribed, newGuestToken } from './recipients.repo';
export { unsubscribeRoutes } from './unsubscribe.routes';
