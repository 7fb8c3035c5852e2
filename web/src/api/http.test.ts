import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** An in-memory Web Storage for the node test environment. */
class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const json = (status: number, body: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('apiRequest', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.resetModules();
    vi.stubGlobal('localStorage', new MemoryStorage());
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem('token', 'old-access');
    localStorage.setItem('refreshToken', 'refresh-1');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('refreshes once for concurrent 401s, stores the rotated tokens and replays every request', async () => {
    let refreshCalls = 0;
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).authorization;
      if (url === '/jwt/refresh-token') {
        refreshCalls += 1;
        await new Promise((r) => setTimeout(r, 10));
        return json(200, { accessToken: 'new-access', refreshToken: 'refresh-2' });
      }
      return auth === 'Bearer new-access' ? json(200, { url }) : json(401, { error: { code: 'unauthorized', message: 'Unauthorized' } });
    });
    const { apiRequest } = await import('./http');

    const results = await Promise.all([apiRequest('GET', '/api/a'), apiRequest('GET', '/api/b'), apiRequest('POST', '/api/c', { x: 1 })]);

    expect(results).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(refreshCalls).toBe(1);
    expect(localStorage.getItem('token')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('logs out when the refresh token is refused', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/jwt/refresh-token' ? json(401, { error: { code: 'invalid_refresh_token', message: 'Invalid refresh token' } }) : json(401, { error: { code: 'unauthorized', message: 'Unauthorized' } }),
    );
    const { apiRequest, onSessionExpired, ApiError } = await import('./http');
    const expired = vi.fn();
    onSessionExpired(expired);

    await expect(apiRequest('GET', '/api/me')).rejects.toBeInstanceOf(ApiError);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('keeps the session when the refresh cannot reach the server', async () => {
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/jwt/refresh-token') throw new TypeError('Failed to fetch');
      return json(401, { error: { code: 'unauthorized', message: 'Unauthorized' } });
    });
    const { apiRequest, onSessionExpired } = await import('./http');
    const expired = vi.fn();
    onSessionExpired(expired);
    await expect(apiRequest('GET', '/api/me')).rejects.toMatchObject({ status: 401 });
    expect(expired).not.toHaveBeenCalled();
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
  });

  it('does not refresh again when another tab already rotated the tokens', async () => {
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url === '/jwt/refresh-token') throw new Error('must not refresh a rotated token');
      const auth = (init.headers as Record<string, string>).authorization;
      if (auth === 'Bearer old-access') {
        // Meanwhile another tab refreshed and wrote the shared storage.
        localStorage.setItem('token', 'other-tab-access');
        localStorage.setItem('refreshToken', 'refresh-2');
        return json(401, { error: { code: 'unauthorized', message: 'Unauthorized' } });
      }
      return json(200, { ok: auth });
    });
    const { apiRequest } = await import('./http');
    await expect(apiRequest('GET', '/api/me')).resolves.toEqual({ ok: 'Bearer other-tab-access' });
  });

  it('turns API errors into ApiError with status, code and field messages', async () => {
    fetchMock.mockResolvedValue(json(409, { error: { code: 'conflict', message: 'Taken', fields: { email: 'This email is already in use.' } } }));
    const { apiRequest } = await import('./http');
    const error = await apiRequest('POST', '/jwt/register', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: 'conflict', fields: { email: 'This email is already in use.' } });
  });
});
