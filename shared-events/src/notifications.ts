/**
 * The kinds of notification a person can get, each with its own settings (in the app, by email,
 * by SMS). A module that notifies adds its kind here (and its label in the web's `settings` strings):
 * settings, their defaults and their validation follow from this list.
 */
export const NOTIFICATION_KINDS = [
  'low_stock',
  'printer_down',
  'bill_past_due',
  'time_off_request',
  'shift_change',
  'guest_call',
  'checklist_out_of_range',
  'checklist_overdue',
  'chat_mention',
  'announcement',
  'webhook_disabled',
  'subscription_payment',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a notification may reach a person: the bell in the app, an email, an SMS (to their phone). */
export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** One kind's switches. */
export type NotificationSetting = Record<NotificationChannel, boolean>;
/** A person's switches for every kind. */
export type NotificationSettings = Record<NotificationKind, NotificationSetting>;

/** Until a person says otherwise, everything shows in the app and nothing is emailed or texted. */
export const DEFAULT_NOTIFICATION_SETTING: NotificationSetting = { inApp: true, email: false, sms: false };

/** Kinds that are emailed too until a person says otherwise (an integration stopped: the owner must hear of it). */
const DEFAULT_SETTING_OF: Partial<Record<NotificationKind, NotificationSetting>> = {
  webhook_disabled: { inApp: true, email: true, sms: false },
};

/** Stored settings (partial, possibly from an older list of kinds) over the defaults. */
export function notificationSettingsOf(stored: unknown): NotificationSettings {
  const all = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  return Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => {
      const one = (all[kind] && typeof all[kind] === 'object' ? all[kind] : {}) as Record<string, unknown>;
      return [
        kind,
        Object.fromEntries(
          NOTIFICATION_CHANNELS.map((c) => [
            c,
            typeof one[c] === 'boolean' ? one[c] : (DEFAULT_SETTING_OF[kind] ?? DEFAULT_NOTIFICATION_SETTING)[c],
          ]),
        ),
      ];
    }),
  ) as NotificationSettings;
}
