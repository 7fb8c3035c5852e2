/**
 * The kinds of notification a person can get in the app, each with its own settings (in the app,
 * by email, by SMS). A module that notifies adds its kind here.
 */
export const NOTIFICATION_KINDS = [
  'low_stock',
  'printer_down',
  'bill_past_due',
  'time_off_request',
  'shift_change',
  'guest_call',
  'chat_mention',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
