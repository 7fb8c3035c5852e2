import { routes, type operations } from '@ros/shared-events';
import { apiFailureOf, apiRequest } from '../../../api/http';
import { urlOf, type BodyOf, type ReplyOf, type ViewOf } from '../../../api/operation';
import { saveAuth, type AuthPayload } from '../../../api/sessionStorage';
import { describeError } from '../../../app/errors';
import type { AppDispatch } from '../../../app/store/store';
import { loggedIn } from '../../../app/session/sessionSlice';

type Op = typeof operations;

export const DEMO_ACCOUNT = { email: 'demo@restaurant-os.app', password: 'Demo1234!' };

/** Stores the sign-in (localStorage when "remember me", else sessionStorage) and updates the session. */
export function completeSignIn(dispatch: AppDispatch, payload: AuthPayload, remember: boolean): void {
  saveAuth(payload, remember);
  dispatch(loggedIn({ userData: payload.userData, workPlaces: payload.workPlaces, ability: payload.ability }));
}

// Signing in and up are commands of the session, not cached server data: they go straight through
// the http layer so the tokens they return reach storage and never the store (RTK Query would keep
// the answer in its state).
export const login = (email: string, password: string) =>
  apiRequest<ViewOf<Op['login'], AuthPayload>>('POST', urlOf(routes.login, {}), {
    email,
    password,
  } satisfies BodyOf<Op['login']>);
export const register = (username: string, email: string, password: string) =>
  apiRequest<ViewOf<Op['register'], AuthPayload>>('POST', urlOf(routes.register, {}), {
    username,
    email,
    password,
  } satisfies BodyOf<Op['register']>);
export const requestPasswordReset = (email: string) =>
  apiRequest<ReplyOf<Op['forgotPassword']>>('POST', urlOf(routes.forgotPassword, {}), {
    email,
  } satisfies BodyOf<Op['forgotPassword']>);
export const resetPassword = (token: string, password: string) =>
  apiRequest<unknown>('POST', urlOf(routes.resetPassword, {}), { token, password } satisfies BodyOf<
    Op['resetPassword']
  >);

/** Field errors of an API failure, or `{ form: message }` when it names no field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields = apiFailureOf(error)?.fields;
  if (fields && Object.keys(fields).length > 0) return fields;
  return { form: describeError(error) };
}
