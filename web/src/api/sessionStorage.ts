import type { AbilityRule } from '@ros/shared-events';

/** The signed-in user as the API returns it (`userData`). */
export interface UserData {
  id: string;
  username: string;
  email: string;
  fullName: string | null;
  avatar?: string | null;
  /** The interface language chosen in Account setting. */
  language?: string | null;
  [key: string]: unknown;
}

/** A restaurant the user works at; the first is the current one. */
export interface WorkPlace {
  _id: string;
  name: string;
}

/** What login and register return (a PIN switch on a terminal: no refresh token). */
export interface AuthPayload {
  accessToken: string;
  refreshToken?: string;
  userData: UserData;
  workPlaces: WorkPlace[];
  ability: AbilityRule[];
}

// Seed key names: token (the access token), refreshToken, userData, workPlaces, ability.
const KEYS = {
  token: 'token',
  refreshToken: 'refreshToken',
  userData: 'userData',
  workPlaces: 'workPlaces',
  ability: 'ability',
} as const;
type Key = keyof typeof KEYS;

/** "Remember me" keeps the session in localStorage (shared by tabs); otherwise sessionStorage. */
function activeStore(): Storage {
  return localStorage.getItem(KEYS.token) !== null || localStorage.getItem(KEYS.refreshToken) !== null
    ? localStorage
    : sessionStorage;
}

function read(key: Key): string | null {
  return localStorage.getItem(KEYS[key]) ?? sessionStorage.getItem(KEYS[key]);
}

function readJson<T>(key: Key, fallback: T): T {
  const raw = read(key);
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

export const getAccessToken = () => read('token');
export const getRefreshToken = () => read('refreshToken');
export const getStoredUser = () => readJson<UserData | null>('userData', null);
export const getStoredWorkPlaces = () => readJson<WorkPlace[]>('workPlaces', []);
export const getStoredAbility = () => readJson<AbilityRule[]>('ability', []);

/** Stores a fresh sign-in in the chosen storage and clears the other one. */
export function saveAuth(payload: AuthPayload, remember: boolean): void {
  clearAuth();
  const store = remember ? localStorage : sessionStorage;
  store.setItem(KEYS.token, payload.accessToken);
  if (payload.refreshToken) store.setItem(KEYS.refreshToken, payload.refreshToken);
  store.setItem(KEYS.userData, JSON.stringify(payload.userData));
  store.setItem(KEYS.workPlaces, JSON.stringify(payload.workPlaces));
  store.setItem(KEYS.ability, JSON.stringify(payload.ability));
}

export function saveTokens(accessToken: string, refreshToken: string): void {
  const store = activeStore();
  store.setItem(KEYS.token, accessToken);
  store.setItem(KEYS.refreshToken, refreshToken);
}

export function saveUser(user: UserData): void {
  activeStore().setItem(KEYS.userData, JSON.stringify(user));
}

export function saveWorkPlaces(workPlaces: WorkPlace[]): void {
  activeStore().setItem(KEYS.workPlaces, JSON.stringify(workPlaces));
}

export function saveAbility(ability: AbilityRule[]): void {
  activeStore().setItem(KEYS.ability, JSON.stringify(ability));
}

export function clearAuth(): void {
  for (const key of Object.values(KEYS)) {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
  }
}

/** The storage key of the access token, for `storage` events from other tabs. */
export const ACCESS_TOKEN_KEY = KEYS.token;
