import { apiFailureOf, apiRequest } from '../../../api/http';
import { saveAuth, type AuthPayload } from '../../../api/sessionStorage';
import { describeError } from '../../../app/errors';
import type { AppDispatch } from '../../../app/store/store';
import { loggedIn } from '../../../app/session/sessionSlice';

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
  apiRequest<AuthPayload>('POST', '/jwt/login', { email, password });
export const register = (username: string, email: string, password: string) =>
  apiRequest<AuthPayload>('POST', '/jwt/register', { username, email, password });
export const requestPasswordReset = (email: string) =>
  apiRequest<unknown>('POST', '/api/auth/forgot-password', { email });
export const resetPassword = (token: string, password: string) =>
  apiRequest<unknown>('POST', '/api/auth/reset-password', { token, password });

/** Field errors of an API failure, or `{ form: message }` when it names no field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const fields = apiFailureOf(error)?.fields;
  if (fields && Object.keys(fields).length > 0) return fields;
  return { form: describeError(error) };
}
