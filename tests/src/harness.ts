import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '@ros/api/config';
import { startServer, type StartedServer } from '@ros/server';
import { createOwnDatabaseUrl, dropUnawaited } from './own-database';

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/** A JSON response as tests read it. */
export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A tiny HTTP client for the API under test. */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    public token: string | null = null,
  ) {}

  withToken(token: string | null): ApiClient {
    return new ApiClient(this.baseUrl, token);
  }

  async request<T = any>(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const res = await fetch(this.baseUrl + url, {
      method,
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...headers,
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get<T = any>(url: string, headers?: Record<string, string>) {
    return this.request<T>('GET', url, undefined, headers);
  }
  post<T = any>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', url, body ?? {}, headers);
  }
  put<T = any>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', url, body ?? {}, headers);
  }
  patch<T = any>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', url, body ?? {}, headers);
  }
  delete<T = any>(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('DELETE', url, body, headers);
  }
}

/** A running API against the run's PostgreSQL database, or an embedded PGlite of its own. */
export interface TestApp extends StartedServer {
  api: ApiClient;
}

/**
 * The database the suites run on: the run's PostgreSQL (default), or embedded PGlite with
 * `TEST_DATABASE=pglite` (the `pglite` project of vitest.config.ts), as `npm start` runs.
 */
export const testDatabase: 'postgres' | 'pglite' = process.env.TEST_DATABASE === 'pglite' ? 'pglite' : 'postgres';

/**
 * Starts the API in this process on a random port, with the in-process runtime (bus, queue, relay,
 * gateway), against the test file's database (`DATABASE_URL`, set by file-database.ts), a database
 * of its own with `ownDatabase` (dropped after close, not waited for), or, on the `pglite` project, a PGlite database
 * in its own temporary data directory, removed on close. `env` overrides configuration.
 */
export async function startTestApp(
  env: Record<string, string | undefined> = {},
  { ownDatabase = false } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ros-test-'));
  if (testDatabase === 'pglite') copyMigratedPglite(path.join(dataDir, 'pglite'));
  const own = testDatabase === 'postgres' && ownDatabase ? await createOwnDatabaseUrl() : null;
  const config = loadConfig({
    PORT: '0',
    DATABASE_URL: testDatabase === 'pglite' ? undefined : (own?.url ?? process.env.DATABASE_URL),
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    SEED_DEMO: 'never',
    ...env,
  });
  const started = await startServer(config).catch(async (err: unknown) => {
    await own?.drop();
    throw err;
  });
  const stop = started.close;
  const close = async () => {
    const clean = await stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (own) dropUnawaited(own);
    return clean;
  };
  return Object.assign(started, { api: new ApiClient(started.url), close });
}

/** Starts from the run's migrated PGlite (global-setup.ts), with its clean-stop marker, when there is one. */
function copyMigratedPglite(dataDir: string) {
  const template = process.env.TEST_PGLITE_TEMPLATE;
  if (!template || !existsSync(template)) return;
  // `cp -a` copies PGlite's 1,400 files several times faster than fs.cpSync.
  execFileSync('cp', ['-a', template, dataDir]);
  if (existsSync(`${template}.stopped-cleanly`))
    copyFileSync(`${template}.stopped-cleanly`, `${dataDir}.stopped-cleanly`);
}

let counter = 0;
/** A unique suffix for names, emails and keys within this run. */
export const unique = (prefix = 'x') =>
  `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${(counter++).toString(36)}`;
