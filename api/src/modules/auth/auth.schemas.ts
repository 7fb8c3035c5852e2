import { z } from 'zod';

export const PASSWORD_RULE = 'Password must be at least 8 characters.';
export const ZPassword = z.string({ error: 'Password is required.' }).min(8, PASSWORD_RULE).max(200, 'Password is too long.');
export const ZEmail = z.string({ error: 'Email is required.' }).trim().toLowerCase().pipe(z.email('Please enter a valid email.'));
export const ZUsername = z
  .string({ error: 'Username is required.' })
  .trim()
  .min(3, 'Username must be at least 3 characters.')
  .max(40, 'Username is too long.')
  .regex(/^[a-zA-Z0-9._-]+$/, 'Username may contain letters, digits, dots, dashes and underscores.');

export const ZRegisterBody = z.object({ email: ZEmail, password: ZPassword, username: ZUsername });
export type RegisterBody = z.infer<typeof ZRegisterBody>;

export const ZLoginBody = z.object({
  email: z.string({ error: 'Email is required.' }).trim().min(1, 'Email is required.'),
  password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.'),
});
export type LoginBody = z.infer<typeof ZLoginBody>;

export const ZRefreshBody = z.object({ refreshToken: z.string({ error: 'Invalid refresh token' }).min(1, 'Invalid refresh token') });

export const ZForgotPasswordBody = z.object({ email: z.string({ error: 'Email is required.' }).trim().min(1, 'Email is required.') });

export const ZResetPasswordBody = z.object({
  token: z.string({ error: 'This reset link is invalid or has expired.' }).min(1, 'This reset link is invalid or has expired.'),
  password: ZPassword,
});
