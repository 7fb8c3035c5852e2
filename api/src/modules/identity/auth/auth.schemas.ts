/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/auth.ts). */
export {
  PASSWORD_RULE,
  ZPassword,
  MAX_EMAIL,
  ZEmail,
  ZUsername,
  ZRegisterBody,
  ZLoginBody,
  ZRefreshBody,
  ZForgotPasswordBody,
  ZResetPasswordBody,
  ZVerifyEmailBody,
  type RegisterBody,
  type LoginBody,
} from '@ros/shared-events';
