import type { ReactElement } from 'react';
import type { Brand, MessageLanguage } from './brand';

/** A file a message carries (an `.ics` invitation, a purchase order's PDF), base64 in the outbox row. */
export interface MessageAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** What an email template makes of its data: one React element is both the HTML and the plain text. */
export interface EmailContent {
  subject: string;
  body: ReactElement;
  attachments?: MessageAttachment[];
}

/** A message template: its channel, and how its data reads in the brand's language. */
export type MessageTemplate<D> =
  | { channel: 'email'; render(data: D, brand: Brand): EmailContent | Promise<EmailContent> }
  | { channel: 'sms'; render(data: D, brand: Brand): { text: string } };

/** One template per kind of message; `D` is the data its caller gives. */
export const defineTemplate = <D>(template: MessageTemplate<D>) => template;

/** A template's strings in every message language (English is the fallback of each). */
export type Strings<T> = Record<MessageLanguage, T>;
