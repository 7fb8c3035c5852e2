/** The operations of the api's `auth` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZForgotPassword, ZRefresh, ZSignIn, ZVerificationSent, ZVerifyEmail } from '../auth';
import {
  ZForgotPasswordBody,
  ZLoginBody,
  ZRefreshBody,
  ZRegisterBody,
  ZResetPasswordBody,
  ZVerifyEmailBody,
} from '../requests/auth';
import * as route from './routes';

export const register = { ...route.register, body: ZRegisterBody, reply: ZSignIn } as const;
export const login = { ...route.login, body: ZLoginBody, reply: ZSignIn } as const;
export const refresh = { ...route.refresh, body: ZRefreshBody, reply: ZRefresh } as const;
export const logout = { ...route.logout, body: ZRefreshBody } as const;
export const logoutEverywhere = { ...route.logoutEverywhere } as const;
export const forgotPassword = { ...route.forgotPassword, body: ZForgotPasswordBody, reply: ZForgotPassword } as const;
export const resetPassword = { ...route.resetPassword, body: ZResetPasswordBody } as const;
export const verifyEmail = { ...route.verifyEmail, body: ZVerifyEmailBody, reply: ZVerifyEmail } as const;
export const resendVerification = { ...route.resendVerification, reply: ZVerificationSent } as const;
