import nodemailer from 'nodemailer';
import { DeliveryError, type MessageProvider, type OutgoingMessage } from './provider';

/**
 * Every step of one SMTP conversation has a deadline, so an attempt ends (well) within the claim a
 * message holds while it is sent (`SEND_CLAIM_MS`): a second worker never takes it up mid-send.
 */
const TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 40_000 };

/** The address part of a From (`Name <a@b>` or `a@b`). */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from;

/** The stable Message-ID of an outbox row: a copy sent again after a lost mark is the same message to mail stores. */
export const messageIdFor = (id: string, from: string) => `<${id}@${addressOf(from).split('@')[1]}>`;

/**
 * Email through any SMTP server (`SMTP_URL`: smtp://user:password@host:587, smtps:// for TLS from
 * the start). One connection per message: a worker sends a handful at a time, and a message never
 * waits behind a pooled connection another one broke.
 */
export function smtpProvider(smtpUrl: string, from: string): MessageProvider {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    async send(message: OutgoingMessage) {
      try {
        await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject ?? '',
          text: message.text,
          html: message.html ?? undefined,
          headers: message.headers,
          messageId: messageIdFor(message.id, from),
          attachments: message.attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: a.contentBase64,
            encoding: 'base64',
          })),
        });
      } catch (err) {
        throw smtpFailure(err);
      }
    },
  };
}

/** SMTP 5xx is for good; a 4xx, a timeout or a broken connection is worth another try. */
function smtpFailure(err: unknown): DeliveryError {
  const { responseCode, response, code, message } = err as {
    responseCode?: number;
    response?: string;
    code?: string;
    message?: string;
  };
  const text = (response ?? message ?? String(err)).slice(0, 500);
  if (typeof responseCode === 'number') return new DeliveryError(`SMTP ${text}`, responseCode < 500);
  return new DeliveryError(`SMTP ${code ? `${code}: ` : ''}${text}`, true);
}
