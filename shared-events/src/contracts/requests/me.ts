import { z } from 'zod';
import { ZEmail, ZPassword, ZUsername } from './auth';
import { ZNotificationSettingsBody } from '../notification-settings';

const optionalText = (max = 500) => z.string().trim().max(max).nullable().optional();

export const ZUpdateMeBody = z.object({
  username: ZUsername.optional(),
  email: ZEmail.optional(),
  fullName: optionalText(120),
  avatar: optionalText(2000),
  company: optionalText(200),
  bio: optionalText(2000),
  birthDate: z.iso.date('Please enter a date as YYYY-MM-DD.').nullable().optional(),
  country: optionalText(100),
  website: optionalText(500),
  phone: optionalText(50),
  language: z.string().trim().min(2).max(10).optional(),
  /** The languages the person speaks (shown on their profile card): names as they type them. */
  spokenLanguages: z.array(z.string().trim().min(1).max(40)).max(12).optional(),
});
export type UpdateMeBody = z.infer<typeof ZUpdateMeBody>;

export const ZChangePasswordBody = z.object({
  currentPassword: z.string({ error: 'Current password is required.' }).min(1, 'Current password is required.'),
  newPassword: ZPassword,
});

/** A change of the person's notification switches: only the kinds and channels named change. */
export const ZNotificationsBody = ZNotificationSettingsBody;
