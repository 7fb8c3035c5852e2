import { z } from 'zod';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '../notifications';

/** The schemas of a person's notification settings (kept here, with zod, out of the web's bundle). */

const settingOf = (optional: boolean) =>
  z.strictObject(
    Object.fromEntries(
      NOTIFICATION_CHANNELS.map((c) => [c, optional ? z.boolean().optional() : z.boolean()]),
    ) as Record<NotificationChannel, z.ZodBoolean>,
  );

/** Every kind's switches, as replies carry them. */
export const ZNotificationSettings = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, settingOf(false)])) as Record<
    NotificationKind,
    ReturnType<typeof settingOf>
  >,
);

/** A change of settings: only the kinds and channels named change. */
export const ZNotificationSettingsBody = z.strictObject(
  Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, settingOf(true).partial().optional()])) as Record<
    NotificationKind,
    z.ZodOptional<z.ZodObject<Record<NotificationChannel, z.ZodOptional<z.ZodBoolean>>>>
  >,
);
export type NotificationSettingsBody = z.infer<typeof ZNotificationSettingsBody>;
