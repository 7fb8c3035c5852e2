import type { Logger } from 'pino';
import type { MessageProvider } from './provider';

/**
 * SMS written to the log at `warn` (`SMS_URL=log:`), above the default level: a trial without an
 * SMS account still sees the waitlist call and its text. It counts as sent.
 */
export function logSmsProvider(log: Logger): MessageProvider {
  return {
    async send(message) {
      log.warn({ messageId: message.id, to: message.to, text: message.text }, `SMS to ${message.to}`);
    },
  };
}
