import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/**
 * docker-compose.yml against the compose specification's JSON schema (vendored from
 * compose-spec/compose-spec, `schema/compose-spec.json`, as deploy/compose-spec.schema.json) and
 * against what the deployment promises: healthchecks, a one-shot migration the app waits for, two
 * api and two gateway nodes behind the proxy, and no secret with a default. No Docker engine here:
 * production-build.test.ts runs the same commands without it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

interface Service {
  image?: string;
  command?: string[];
  restart?: string;
  deploy?: { replicas?: number };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const { services } = compose;
const appServices = ['api', 'realtime', 'workers'];

/**
 * Compose's interpolation of `${NAME}`, `${NAME:-default}` and `${NAME:?error}` (an unset or empty
 * NAME fails with the error, as `docker compose config` does), over every string of the file.
 */
function interpolate(value: unknown, env: Record<string, string>): unknown {
  if (typeof value === 'string')
    return value.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_all, name: string, op?: string, arg?: string) => {
      const set = env[name];
      if (set) return set;
      if (op === '?') throw new Error(`${name}: ${arg}`);
      return op === '-' ? arg! : '';
    });
  if (Array.isArray(value)) return value.map((v) => interpolate(v, env));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolate(v, env)]));
  return value;
}

describe('docker-compose.yml', () => {
  it('is valid against the compose specification', () => {
    // Draft-07, which Ajv speaks; the schema names its meta-schema by an https address Ajv does not
    // list (its own is http), so the schema itself is not validated against it. `strict: false`:
    // the schema uses annotations outside the draft (`deprecated`).
    const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
    const validate = ajv.compile(JSON.parse(read('deploy/compose-spec.schema.json')) as object);
    const valid = validate(compose);
    expect(validate.errors ?? [], ajv.errorsText(validate.errors)).toEqual([]);
    expect(valid).toBe(true);
    // The schema does refuse what compose refuses: a misspelt key, a healthcheck that is a string.
    const api = compose.services.api!;
    expect(validate({ services: { ...compose.services, api: { ...api, depends: api.depends_on } } })).toBe(false);
    expect(validate({ services: { ...compose.services, api: { ...api, healthcheck: 'curl /ready' } } })).toBe(false);
  });

  it('refuses to start without JWT_SECRET, POSTGRES_PASSWORD or METRICS_TOKEN, and has no default for any', () => {
    const secrets = {
      JWT_SECRET: 'x'.repeat(48),
      POSTGRES_PASSWORD: 'pw-from-env-file',
      METRICS_TOKEN: 'scrape-token',
    };
    expect(() => interpolate(compose, {})).toThrow(/JWT_SECRET|POSTGRES_PASSWORD/);
    expect(() => interpolate(compose, { ...secrets, JWT_SECRET: '' })).toThrow(/JWT_SECRET/);
    expect(() => interpolate(compose, { ...secrets, POSTGRES_PASSWORD: '' })).toThrow(/POSTGRES_PASSWORD/);
    expect(() => interpolate(compose, { ...secrets, METRICS_TOKEN: '' })).toThrow(/METRICS_TOKEN/);
    // With all set, every app process gets them from the env file and nothing else.
    const resolved = interpolate(compose, secrets) as typeof compose;
    for (const name of [...appServices, 'migrate']) {
      expect(resolved.services[name]!.environment!.JWT_SECRET).toBe(secrets.JWT_SECRET);
      expect(resolved.services[name]!.environment!.DATABASE_URL).toContain(`:${secrets.POSTGRES_PASSWORD}@postgres:`);
    }
    expect(read('docker-compose.yml')).not.toMatch(/\$\{(JWT_SECRET|POSTGRES_PASSWORD|METRICS_TOKEN):?-/);
    // The committed example leaves both empty, which `:?` refuses too.
    const example = read('.env.example');
    expect(example).toMatch(/^JWT_SECRET=$/m);
    expect(example).toMatch(/^POSTGRES_PASSWORD=$/m);
    expect(example).toMatch(/^METRICS_TOKEN=$/m);
    expect(() => interpolate(compose, { JWT_SECRET: '', POSTGRES_PASSWORD: '' })).toThrow();
  });

  it('starts the app after healthy PostgreSQL and Redis and a migration that ran to its end, once', () => {
    for (const name of ['postgres', 'redis']) expect(services[name]!.healthcheck?.test.length).toBeGreaterThan(0);
    const migrate = services.migrate!;
    expect(migrate.command).toEqual(['node', 'server/dist/migrate.js']);
    expect(migrate.restart).toBe('no');
    expect(migrate.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    for (const name of appServices)
      expect(services[name]!.depends_on, name).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        migrate: { condition: 'service_completed_successfully' },
      });
  });

  it('runs two api and two gateway nodes from the build, with healthchecks, behind the proxy', () => {
    expect(services.api!.deploy?.replicas).toBe(2);
    expect(services.realtime!.deploy?.replicas).toBe(2);
    for (const name of ['api', 'realtime']) expect(services[name]!.healthcheck?.test.join(' ')).toContain('/ready');
    // Each command is an entry the build writes (tools/build-server.mjs).
    const build = read('tools/build-server.mjs');
    for (const name of [...appServices, 'migrate']) {
      const [node, file] = services[name]!.command!;
      expect(node).toBe('node');
      const entry = /^server\/dist\/(\w+)\.js$/.exec(file!)?.[1];
      expect(build, `${file} is built`).toMatch(new RegExp(`^\\s+${entry}: '`, 'm'));
    }
    expect(services.proxy!.depends_on).toEqual({
      api: { condition: 'service_healthy' },
      realtime: { condition: 'service_healthy' },
    });
    expect(services.proxy!.volumes).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro');
  });

  it('upgrades WebSockets at the proxy, without sticky sessions because no client or gateway polls', () => {
    const nginx = read('deploy/nginx.conf').replace(/#.*$/gm, '');
    const socketLocation = /location \/socket\.io\/ \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    expect(socketLocation).toContain('proxy_pass http://realtime;');
    expect(socketLocation).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(socketLocation).toContain('proxy_set_header Connection $connection_upgrade;');
    expect(nginx).toMatch(/upstream realtime \{\s*server realtime:3001/);
    expect(nginx).toMatch(/upstream api \{\s*server api:3000/);
    expect(nginx).not.toMatch(/ip_hash|sticky|hash \$/);
    // Round robin is right only while Socket.IO never falls back to long polling: if either side
    // allows it, the proxy needs sticky sessions (ip_hash) and this test must change with it.
    for (const file of ['realtime/src/gateway.ts', 'web/src/realtime/socketSaga.ts', 'web/src/guest/socket.ts'])
      expect(read(file), file).toContain("transports: ['websocket']");
  });

  it('builds an image that runs as an unprivileged user on production dependencies only', () => {
    const dockerfile = read('Dockerfile');
    const stages = dockerfile.split(/^FROM /m);
    const runtime = stages.at(-1)!;
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toContain('COPY --from=prod-deps /app/node_modules node_modules');
    expect(runtime).not.toMatch(/npm (ci|install)/);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(read('.dockerignore')).toMatch(/^\.env$/m);
  });
});
