/** The guest-recipients module's face: guests' addresses per restaurant, their email extras (unsubscribe link, headers), the suppression check. */
export { guestEmailExtras, smsNumberOf } from './guest-email';
export { isUnsubscribed, markUnsubscribed, newGuestToken, recipientByToken } from './recipients.repo';
