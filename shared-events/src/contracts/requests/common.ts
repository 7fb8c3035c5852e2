import { z } from 'zod';

/** A manager's email and password, given at the terminal to approve what the signed-in member may not do. */
export const ZManagerOverride = z.object({
  email: z.string().trim().max(254).email('Enter the manager’s email.'),
  password: z.string().min(1, 'Enter the manager’s password.').max(200),
});
export type ManagerOverride = z.infer<typeof ZManagerOverride>;

/** The notification switches of the account settings (names kept from the seed). */
export const NOTIFICATION_FLAGS = [
  'commentOnArticle',
  'answerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest',
] as const;
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];
