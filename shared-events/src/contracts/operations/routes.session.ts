/**
 * The operations the staff app's shell calls before any page is open (sign-in, token refresh, the
 * session's user and abilities, the realtime server's address), apart from the rest (`routes.ts`
 * re-exports them): the staff app's first JS holds these paths alone, every other one loads with the
 * pages that call it.
 */
export const register = { method: 'POST', path: '/jwt/register' } as const;
export const login = { method: 'POST', path: '/jwt/login' } as const;
export const refresh = { method: 'POST', path: '/jwt/refresh-token' } as const;
export const logout = { method: 'POST', path: '/api/auth/logout' } as const;
export const getMe = { method: 'GET', path: '/api/me' } as const;
export const getAbility = { method: 'GET', path: '/api/restaurants/:restaurantId/ability' } as const;
export const getConfig = { method: 'GET', path: '/api/config' } as const;
