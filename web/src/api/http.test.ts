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

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

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
      return auth === 'Bearer new-access'
        ? json(200, { url })
        : json(401, { error: { code: 'unauthorized', message: 'Unauthorized' } });
    });
    const { apiRequest } = await import('./http');

    const results = await Promise.all([
      apiRequest('GET', '/api/a'),
      apiRequest('GET', '/api/b'),
      apiRequest('POST', '/api/c', { x: 1 }),
    ]);

    expect(results).toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(refreshCalls).toBe(1);
    expect(localStorage.getItem('token')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('logs out when the refresh token is refused', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url === '/jwt/refresh-token'
        ? json(401, { error: { code: 'invalid_refresh_token', message: 'Invalid refresh token' } })
        : json(401, { error: { code: 'unauthorized', message: 'Unauthorized' } }),
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
    fetchMock.mockResolvedValue(
      json(409, { error: { code: 'conflict', message: 'Taken', fields: { email: 'This email is already in use.' } } }),
    );
    const { apiRequest } = await import('./http');
    const error = await apiRequest('POST', '/jwt/register', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, code: 'conflict', fields: { email: 'This email is already in use.' } });
  });

  it('sends an Idempotency-Key on every POST and the same key on its replay after a refresh', async () => {
    const seen: Array<{ url: string; key: string | undefined; auth: string | undefined }> = [];
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      if (url === '/jwt/refresh-token') return json(200, { accessToken: 'new-access', refreshToken: 'refresh-2' });
      seen.push({ url, key: headers['Idempotency-Key'], auth: headers.authorization });
      return headers.authorization === 'Bearer new-access'
        ? json(201, { id: 'o1' })
        : json(401, { error: { code: 'unauthorized', message: 'Unauthorized' } });
    });
    const { configureStore } = await import('@reduxjs/toolkit');
    const { api } = await import('./baseApi');
    const orders = api.injectEndpoints({
      endpoints: (build) => ({
        createOrder: build.mutation<{ id: string }, { table: string }>({
          query: (body) => ({ url: '/api/restaurants/r1/orders', method: 'POST', body }),
        }),
        readOrder: build.query<{ id: string }, string>({ query: (id) => `/api/restaurants/r1/orders/${id}` }),
      }),
    });
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (d) => d().concat(api.middleware),
    });

    await expect(store.dispatch(orders.endpoints.createOrder.initiate({ table: 'T1' })).unwrap()).resolves.toEqual({
      id: 'o1',
    });
    expect(seen).toHaveLength(2);
    expect(seen[0]).toMatchObject({ auth: 'Bearer old-access' });
    expect(seen[1]).toMatchObject({ auth: 'Bearer new-access' });
    expect(seen[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[1]!.key).toBe(seen[0]!.key);

    // A second command gets a key of its own; a read carries none.
    await store.dispatch(orders.endpoints.createOrder.initiate({ table: 'T2' })).unwrap();
    expect(seen[2]!.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[2]!.key).not.toBe(seen[0]!.key);
    await store.dispatch(orders.endpoints.readOrder.initiate('o1')).unwrap();
    expect(seen[3]!.key).toBeUndefined();
  });

  it("keeps a caller's own Idempotency-Key, and may leave it out", async () => {
    fetchMock.mockImplementation(async () => json(200, {}));
    const { apiRequest } = await import('./http');
    await apiRequest('POST', '/api/a', {}, { headers: { 'Idempotency-Key': 'mine' } });
    await apiRequest('POST', '/api/b', {}, { idempotencyKey: 'given' });
    await apiRequest('POST', '/api/c', {}, { idempotencyKey: false });
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'],
    );
    expect(keys).toEqual(['mine', 'given', undefined]);
  });

  it('reads a download as a Blob with the file name of its Content-Disposition', async () => {
    fetchMock.mockResolvedValue(
      new Response('a,b\r\n1,2', {
        status: 200,
        headers: {
          'content-type': 'text/csv',
          'content-disposition': `attachment; filename="bills.csv"; filename*=UTF-8''bills%20%C3%A9t%C3%A9.csv`,
        },
      }),
    );
    const { apiRequest, fileNameOf } = await import('./http');
    const file = await apiRequest<{ blob: Blob; fileName: string | null }>('GET', '/api/x/file', undefined, {
      responseType: 'download',
    });
    expect(file.fileName).toBe('bills été.csv');
    expect(await file.blob.text()).toBe('a,b\r\n1,2');
    expect(fileNameOf('inline; filename="bill-12.pdf"')).toBe('bill-12.pdf');
    expect(fileNameOf(null)).toBeNull();

    fetchMock.mockResolvedValue(json(404, { error: { code: 'not_found', message: 'Gone' } }));
    await expect(apiRequest('GET', '/api/x/file', undefined, { responseType: 'download' })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });
});
