import type { Logger } from 'pino';
import type { DeliveryConfig } from '../../../config';
import { logSmsProvider } from './log-provider';
import type { Delivery } from './deliver-message';
import type { MessageProviders } from './provider';
import { smtpProvider } from './smtp-provider';
import { twilioProvider } from './twilio-provider';

/** The providers the configuration names (`SMTP_URL`, `SMS_URL`); a channel without one keeps its messages in the app. */
export function messageProvidersOf(config: DeliveryConfig, log: Logger): MessageProviders {
  return {
    email: config.smtpUrl ? smtpProvider(config.smtpUrl, config.mailFrom) : null,
    sms: !config.smsUrl ? null : config.smsUrl === 'log:' ? logSmsProvider(log) : twilioProvider(config.smsUrl),
  };
}

/** A process's delivery: the providers its configuration names, with its limits and retries. */
export const deliveryOf = (config: DeliveryConfig, log: Logger): Delivery => ({
  providers: messageProvidersOf(config, log),
  config,
});

/** The start-up lines saying where messages go (and where to read them when they stay in the app). */
export function deliveryModeLines(config: DeliveryConfig): string[] {
  const where = 'kept in the app — Settings › Sent messages';
  return [
    config.smtpUrl ? `Mail: SMTP ${new URL(config.smtpUrl).hostname}` : `Mail: ${where} (no SMTP_URL)`,
    !config.smsUrl
      ? `SMS: ${where} (no SMS_URL)`
      : config.smsUrl === 'log:'
        ? 'SMS: written to the log'
        : `SMS: Twilio ${new URL(config.smsUrl).hostname}`,
  ];
}
