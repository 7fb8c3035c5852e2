import type { MessageTemplate } from './define-template';
import { notificationEmail, notificationSms } from './notification';
import { staffInvitation } from './staff-invitation';

/**
 * Every kind of message the app sends, and its template. A kind's data type is its template's;
 * `queueMessage` accepts only these kinds.
 */
export const templates = {
  staff_invitation: staffInvitation,
  notification: notificationEmail,
  notification_sms: notificationSms,
} satisfies Record<string, MessageTemplate<never>>;

export type MessageKind = keyof typeof templates;
export type TemplateData<K extends MessageKind> = (typeof templates)[K] extends MessageTemplate<infer D> ? D : never;
