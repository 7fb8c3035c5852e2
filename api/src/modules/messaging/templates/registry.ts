import { accountStatement } from './account-statement';
import { announcementEmail } from './announcement';
import type { MessageTemplate } from './define-template';
import { guestOffer } from './guest-offer';
import { guestOrderConfirmation, guestOrderReady } from './guest-order-messages';
import { reservationConfirmation, reservationConfirmationSms } from './reservation-confirmation';
import { reservationReminderEmail, reservationReminderSms } from './reservation-reminder';
import { notificationEmail, notificationSms } from './notification';
import { emailVerification } from './email-verification';
import { endOfDay } from './end-of-day';
import { passwordReset } from './password-reset';
import { purchaseOrder } from './purchase-order';
import { refundReceipt } from './refund-receipt';
import { shiftPublished } from './shift-published';
import { staffInvitation } from './staff-invitation';
import { waitlistTableReady } from './waitlist-table-ready';

/**
 * Every kind of message the app sends, and its template. A kind's data type is its template's;
 * `queueMessage` accepts only these kinds.
 */
export const templates = {
  staff_invitation: staffInvitation,
  reservation_confirmation: reservationConfirmation,
  reservation_confirmation_sms: reservationConfirmationSms,
  reservation_reminder: reservationReminderSms,
  reservation_reminder_email: reservationReminderEmail,
  waitlist_table_ready: waitlistTableReady,
  guest_order_confirmation: guestOrderConfirmation,
  guest_order_ready: guestOrderReady,
  guest_offer: guestOffer,
  notification: notificationEmail,
  notification_sms: notificationSms,
  email_verification: emailVerification,
  password_reset: passwordReset,
  end_of_day: endOfDay,
  refund_receipt: refundReceipt,
  shift_published: shiftPublished,
  purchase_order: purchaseOrder,
  account_statement: accountStatement,
  announcement: announcementEmail,
} satisfies Record<string, MessageTemplate<never>>;

export type MessageKind = keyof typeof templates;
export type TemplateData<K extends MessageKind> = (typeof templates)[K] extends MessageTemplate<infer D> ? D : never;
