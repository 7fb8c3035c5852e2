import { apiRequest, ApiError } from '../../api/http';
import { describeError } from '../../app/errors';
import { saveAuth, type AuthPayload } from '../../api/sessionStorage';
import type { AppDispatch } from '../../store/store';
import { loggedIn } from '../session/sessionSlice';

export const DEMO_ACCOUNT = { email: 'demo@restaurant-os.app', password: 'Demo1234!' };

/** Stores the sign-in (localStorage when "remember me", else sessionStorage) and updates the session. */
export function completeSignIn(dispatch: AppDispatch, payload: AuthPayload, remember: boolean): void {
  saveAuth(payload, remember);
  dispatch(loggedIn({ userData: payload.userData, workPlaces: payload.workPlaces, ability: payload.ability }));
}

export const login = (email: string, password: string) => apiRequest<AuthPayload>('POST', '/jwt/login', { email, password });
export const register = (username: string, email: string, password: string) =>
  apiRequest<AuthPayload>('POST', '/jwt/register', { username, email, password });

/** Field errors of an API failure, or `{ form: message }` when it names no field. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) return error.fields;
  return { form: describeError(error) };
}
