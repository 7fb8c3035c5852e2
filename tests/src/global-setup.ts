import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openDatabase } from '@ros/db';
import { TEST_ADMIN_DATABASE_URL, TEST_REDIS_URL } from './env';
import { ownDatabasePrefix } from './own-database';

/**
 * Creates a fresh database for this test run, migrates it once, and hands its URL to every test
 * file through the environment (the first project's setup creates it; the others find it there),
 * with a copy of it as the template of the databases files take for themselves (own-database.ts;
 * file-database.ts gives every file one). Fails with a clear message when PostgreSQL or Redis is
 * missing.
 * For the `pglite` project, also an embedded database migrated once, which each test app copies
 * (`TEST_PGLITE_TEMPLATE`) instead of running every migration again.
 */
export default async function setup(project: TestProject) {
  const template = project.name === 'pglite' && !process.env.TEST_PGLITE_TEMPLATE ? await migratedPglite() : null;
  if (template) process.env.TEST_PGLITE_TEMPLATE = template;
  // Every project runs this setup; the first one's database serves them all (migrating one takes seconds).
  if (process.env.TEST_RUN_ID && process.env.DATABASE_URL?.endsWith(`/${process.env.TEST_RUN_ID}`)) {
    return async () => {
      if (template) rmSync(path.dirname(template), { recursive: true, force: true });
    };
  }
  // Kept for the next project's setup: once DATABASE_URL names this run's database, the admin URL
  // would otherwise follow it (and its teardown would find that database already dropped).
  process.env.TEST_ADMIN_DATABASE_URL ??= TEST_ADMIN_DATABASE_URL;
  const admin = postgres(process.env.TEST_ADMIN_DATABASE_URL, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  try {
    await admin`select 1`;
  } catch (err) {
    throw new Error(
      `PostgreSQL is not reachable at ${process.env.TEST_ADMIN_DATABASE_URL} (${(err as Error).message}). ` +
        'Start it or set TEST_ADMIN_DATABASE_URL; .ci/run shows how.',
      { cause: err },
    );
  }
  await assertRedis();
  const name = `ros_test_${process.pid}_${Date.now()}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(process.env.TEST_ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 2 });
  await migrateToLatest(database.db);
  await database.close();
  // A copy nobody connects to, for the files that take a database of their own (own-database.ts).
  const templateDatabase = `${name}_template`;
  await admin.unsafe(`create database ${templateDatabase} template ${name}`);

  process.env.DATABASE_URL = url.toString();
  process.env.TEST_TEMPLATE_DATABASE = templateDatabase;
  process.env.REDIS_URL = TEST_REDIS_URL;
  process.env.TEST_RUN_ID = name;

  return async () => {
    // The files' own databases whose drop was cut short by their worker's exit (own-database.ts).
    const left = await admin<{ datname: string }[]>`
      select datname from pg_database where starts_with(datname, ${ownDatabasePrefix(name)})`;
    for (const { datname } of left) {
      await admin.unsafe(`drop database if exists ${datname} with (force)`).catch(() => {
        /* dropped meanwhile by the worker that made it */
      });
    }
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.unsafe(`drop database if exists ${templateDatabase} with (force)`);
    await admin.end();
    if (template) rmSync(path.dirname(template), { recursive: true, force: true });
  };
}

/** A PGlite directory with every migration run, stopped cleanly (its marker beside it). */
async function migratedPglite(): Promise<string> {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'ros-pglite-template-')), 'pglite');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  await migrateToLatest(database.db);
  await database.close();
  return dataDir;
}

async function assertRedis() {
  const { Redis } = await import('ioredis');
  const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(
      `Redis is not reachable at ${TEST_REDIS_URL} (${(err as Error).message}). Start it or set REDIS_URL.`,
      { cause: err },
    );
  } finally {
    redis.disconnect();
  }
}
