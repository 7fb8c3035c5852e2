import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@ros/db';
import { startEmbedded, type EmbeddedProcess } from '../embedded-process';
import { fileDigests, runDbCli, seedRestaurantWithFiles, tableDigests } from '../fixtures/backup';
import { ok } from '../fixtures/http';
import { ApiClient } from '../harness';

/**
 * `npm run db:backup` / `db:restore` on the embedded default (PGlite in DATA_DIR): while `npm start`
 * runs and takes writes, the backup is one consistent moment (the app copies it between two
 * transactions when asked); once it is stopped, its directory and uploads are backed up, wiped and
 * restored to the same rows and the same files.
 */
const CLI_TEST_MS = 240_000;

let scratch: string;
let dataDir: string;
let app: EmbeddedProcess;
let owner: ApiClient;
let base: string;

/** Runs `read` on the embedded database in `dir` (opened as the app opens it), then closes it. */
async function withEmbedded<T>(dir: string, read: (query: (q: string) => Promise<unknown[]>) => Promise<T>) {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
  try {
    return await read(async (q) => (await sql.raw(q).execute(database.db)).rows);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'ros-backup-embedded-'));
  dataDir = path.join(scratch, 'data');
  // A first start migrates a new directory: minutes on a machine loaded by other lanes.
  app = await startEmbedded(dataDir, { SEED_DEMO: 'never' }, 300_000);
  ({ owner, base } = await seedRestaurantWithFiles(app.url, new ApiClient(app.url)));
}, 400_000);
afterAll(async () => {
  await app?.stop('SIGKILL');
  rmSync(scratch, { recursive: true, force: true });
});

describe('backup and restore of the embedded database', () => {
  it(
    'copies the running app at one moment while it keeps taking writes',
    async () => {
      const file = path.join(scratch, 'running.tar.gz');
      const acknowledged: string[] = [];
      let writing = true;
      const writer = (async () => {
        for (let i = 0; writing; i++)
          acknowledged.push((await ok(owner.post(`${base}/customers`, { name: `During ${i}` }), 201)).id);
      })();
      while (acknowledged.length < 3) await new Promise((resolve) => setTimeout(resolve, 20));
      const beforeBackup = [...acknowledged];

      const backup = await runDbCli('backup', ['--out', file], { DATA_DIR: dataDir });
      writing = false;
      await writer;
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(/the app \(process \d+\) has the database open: asking it to write the backup/);
      // The app is still serving.
      await ok(owner.post(`${base}/customers`, { name: 'After' }), 201);

      const restoredDir = path.join(scratch, 'restored');
      const restore = await runDbCli('restore', [file], { DATA_DIR: restoredDir });
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toMatch(/every table's row count matches/);
      const restaurantId = base.split('/').pop()!;
      const seen = await withEmbedded(restoredDir, async (query) => ({
        customers: (await query(`select id from customers where restaurant_id = '${restaurantId}'`)) as Array<{
          id: string;
        }>,
        created: (await query(
          `select count(*)::int as n from events where restaurant_id = '${restaurantId}' and type = 'customer.created'`,
        )) as Array<{ n: number }>,
        seq: (await query(
          `select count(*)::int as n, max(seq)::int as last from events where restaurant_id = '${restaurantId}'`,
        )) as Array<{ n: number; last: number }>,
      }));
      const ids = seen.customers.map((c) => c.id);
      // Every write answered before the backup began is in it; every customer has its event, and no event is missing.
      expect(ids).toEqual(expect.arrayContaining(beforeBackup));
      expect(seen.created[0]!.n).toBe(ids.length);
      expect(seen.seq[0]!.last).toBe(seen.seq[0]!.n);
      expect(fileDigests(path.join(restoredDir, 'uploads'))).toEqual(fileDigests(path.join(dataDir, 'uploads')));
    },
    CLI_TEST_MS,
  );

  it(
    'restores the stopped app’s wiped directory to the same rows and files',
    async () => {
      expect(await app.stop('SIGTERM')).toBe(0);
      const file = path.join(scratch, 'stopped.tar.gz');
      const rows = await withEmbedded(dataDir, tableDigests);
      const files = fileDigests(path.join(dataDir, 'uploads'));
      expect(Object.keys(files).some((f) => f.startsWith('private/'))).toBe(true);

      const backup = await runDbCli('backup', ['--out', file], { DATA_DIR: dataDir });
      expect(backup.code, backup.output).toBe(0);
      expect(backup.output).toMatch(/the app is not running/);

      rmSync(dataDir, { recursive: true, force: true });
      const restore = await runDbCli('restore', [file], { DATA_DIR: dataDir });
      expect(restore.code, restore.output).toBe(0);
      expect(await withEmbedded(dataDir, tableDigests)).toEqual(rows);
      expect(fileDigests(path.join(dataDir, 'uploads'))).toEqual(files);
    },
    CLI_TEST_MS,
  );
});
