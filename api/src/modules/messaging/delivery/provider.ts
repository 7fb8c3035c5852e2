/** An attachment as the outbox keeps it (`messages.attachments`). */
export interface OutgoingAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** One message as a provider sends it: what the outbox row holds. */
export interface OutgoingMessage {
  /** The outbox row's id: the stable Message-ID comes from it. */
  id: string;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  headers: Record<string, string>;
  attachments: OutgoingAttachment[];
}

/**
 * A failure a provider reports. `temporary`: trying later may work (SMTP 4xx, an HTTP 5xx or 429,
 * the network); otherwise the message fails for good (SMTP 5xx, an HTTP 4xx).
 */
export class DeliveryError extends Error {
  override readonly name = 'DeliveryError';
  constructor(
    message: string,
    readonly temporary: boolean,
  ) {
    super(message);
  }
}

/** A way out for one channel (SMTP for email; Twilio or the log for SMS): resolves once the provider took the message. */
export interface MessageProvider {
  /** Throws a `DeliveryError` (anything else counts as a temporary failure). */
  send(message: OutgoingMessage): Promise<void>;
}

/** The provider of each channel; null: the channel's messages are kept in the app. */
export interface MessageProviders {
  email: MessageProvider | null;
  sms: MessageProvider | null;
}
