import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_DATABASE_URL } from '../env';
import { fileDigests, runDbCli, seedRestaurantWithFiles, tableDigests } from '../fixtures/backup';
import { startTestApp } from '../harness';
import { createOwnDatabaseUrl, type OwnDatabaseUrl } from '../own-database';

/** Each CLI run starts tsx and pg_dump or pg_restore: seconds apiece on a loaded machine. */
const CLI_TEST_MS = 180_000;

/**
 * `npm run db:backup` / `db:restore` with DATABASE_URL: a database written through the API (a
 * photo, a private receipt, a dish, an order) is backed up, dropped with its upload folder,
 * restored, and every table's rows and every file come back the same, byte for byte.
 */
let own: OwnDatabaseUrl;
let dataDir: string;
const uploadDir = () => path.join(dataDir, 'uploads');
const backupFile = () => path.join(dataDir, '..', `${path.basename(dataDir)}.tar.gz`);

const digestsOf = async (url: string) => {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    return await tableDigests((q) => sql.unsafe(q));
  } finally {
    await sql.end();
  }
};

async function recreateEmpty(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = postgres(TEST_ADMIN_DATABASE_URL, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`drop database ${name} with (force)`);
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  own = await createOwnDatabaseUrl();
  dataDir = mkdtempSync(path.join(tmpdir(), 'ros-backup-pg-'));
  // The app's own data directory is removed on close: the uploads live in one that stays.
  const app = await startTestApp({ DATABASE_URL: own.url, UPLOAD_DIR: uploadDir() });
  try {
    await seedRestaurantWithFiles(app.url, app.api);
  } finally {
    // Stopped before the copy: the relay and the jobs would change rows after it otherwise.
    await app.close();
  }
});
afterAll(async () => {
  await own?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backupFile(), { force: true });
});

describe('backup and restore on PostgreSQL', () => {
  it(
    'brings back every row and every uploaded file after the database and the files are gone',
    async () => {
      const env = { DATABASE_URL: own.url, DATA_DIR: dataDir };
      const rows = await digestsOf(own.url);
      const files = fileDigests(uploadDir());
      expect(rows.orders!.rows).toBe(1);
      expect(rows.dishes!.rows).toBe(1);
      // A photo (and its thumbnail) under the restaurant, a receipt under private/.
      expect(Object.keys(files).some((f) => f.startsWith('private/'))).toBe(true);
      expect(Object.keys(files).length).toBeGreaterThanOrEqual(3);

      const backup = await runDbCli('backup', ['--out', backupFile()], env);
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(new RegExp(`${Object.keys(files).length} files written to`));

      await recreateEmpty(own.url);
      rmSync(uploadDir(), { recursive: true, force: true });
      expect(Object.keys(await digestsOf(own.url))).toEqual([]);

      const restore = await runDbCli('restore', [backupFile()], env);
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toMatch(/every table's row count matches/);
      expect(await digestsOf(own.url)).toEqual(rows);
      expect(fileDigests(uploadDir())).toEqual(files);
    },
    CLI_TEST_MS,
  );

  it(
    'refuses to restore over a database that has tables, unless --force',
    async () => {
      const env = { DATABASE_URL: own.url, DATA_DIR: dataDir };
      const before = await digestsOf(own.url);
      const refused = await runDbCli('restore', [backupFile()], env);
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(/Refusing to restore over existing data/);
      expect(await digestsOf(own.url)).toEqual(before);

      const forced = await runDbCli('restore', [backupFile(), '--force'], env);
      expect(forced.code, forced.output).toBe(0);
      expect(forced.output).toMatch(/the uploaded files moved aside to /);
      expect(await digestsOf(own.url)).toEqual(before);
    },
    CLI_TEST_MS,
  );
});
