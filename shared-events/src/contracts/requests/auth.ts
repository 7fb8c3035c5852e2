import { z } from 'zod';

export const PASSWORD_RULE = 'Password must be at least 8 characters.';
export const ZPassword = z
  .string({ error: 'Password is required.' })
  .min(8, PASSWORD_RULE)
  .max(200, 'Password is too long.');
/** The longest address SMTP carries (RFC 5321): every email the API takes is bounded by it. */
export const MAX_EMAIL = 254;
const EMAIL_TOO_LONG = 'Email is too long.';
export const ZEmail = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .max(MAX_EMAIL, EMAIL_TOO_LONG)
  .pipe(z.email('Please enter a valid email.'));
/** An email typed to sign in or reset: any text (an unknown one is refused like a wrong password), bounded. */
const ZTypedEmail = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(MAX_EMAIL, EMAIL_TOO_LONG);
export const ZUsername = z
  .string({ error: 'Username is required.' })
  .trim()
  .min(3, 'Username must be at least 3 characters.')
  .max(40, 'Username is too long.')
  .regex(/^[a-zA-Z0-9._-]+$/, 'Username may contain letters, digits, dots, dashes and underscores.');

export const ZRegisterBody = z.object({ email: ZEmail, password: ZPassword, username: ZUsername });
export type RegisterBody = z.infer<typeof ZRegisterBody>;

export const ZLoginBody = z.object({
  email: ZTypedEmail,
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(200, 'Password is too long.'),
});
export type LoginBody = z.infer<typeof ZLoginBody>;

export const ZRefreshBody = z.object({
  refreshToken: z.string({ error: 'Invalid refresh token' }).min(1, 'Invalid refresh token'),
});

export const ZForgotPasswordBody = z.object({ email: ZTypedEmail });

export const ZResetPasswordBody = z.object({
  token: z
    .string({ error: 'This reset link is invalid or has expired.' })
    .min(1, 'This reset link is invalid or has expired.'),
  password: ZPassword,
});

const INVALID_VERIFY = 'This confirmation link is invalid or has expired.';
export const ZVerifyEmailBody = z.object({
  token: z.string({ error: INVALID_VERIFY }).min(1, INVALID_VERIFY).max(200, INVALID_VERIFY),
});
