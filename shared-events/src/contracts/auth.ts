import { z } from 'zod';
import { ZNotificationSettings } from './notification-settings';

/** Reply shapes of the auth operations (see common.ts). */

export const ZAbilityRule = z.object({
  action: z.string(),
  subject: z.string(),
});

export const ZUserData = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  pendingEmail: z.string().nullable(),
  fullName: z.string().nullable(),
  avatar: z.string().nullable(),
  company: z.string().nullable(),
  bio: z.string().nullable(),
  birthDate: z.string().nullable(),
  country: z.string().nullable(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.string(),
  /** The person's notification switches per kind (in the app, email, SMS). */
  notifications: ZNotificationSettings,
});
export type UserData = z.infer<typeof ZUserData>;

export const ZSignIn = z.object({
  userData: ZUserData,
  workPlaces: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
    }),
  ),
  ability: z.array(ZAbilityRule),
  accessToken: z.string(),
  refreshToken: z.string(),
});

export const ZRefresh = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type Refresh = z.infer<typeof ZRefresh>;

export const ZForgotPassword = z.object({
  ok: z.boolean(),
});

export const ZVerifyEmail = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
});

export const ZVerificationSent = z.object({
  sentTo: z.string(),
});

export const ZMe = z.object({
  userData: ZUserData,
  workPlaces: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
    }),
  ),
});
export type Me = z.infer<typeof ZMe>;

export const ZUpdateMe = z.object({
  userData: ZUserData,
});

export const ZChangePassword = z.object({
  otherSessionsRevoked: z.boolean(),
  message: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type ChangePassword = z.infer<typeof ZChangePassword>;

export const ZNotifications = z.object({
  /** The person's notification switches per kind (in the app, email, SMS). */
  notifications: ZNotificationSettings,
});
