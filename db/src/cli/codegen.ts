/**
 * Regenerates `db/src/schema.ts` from a scratch database migrated to the latest migration.
 * `--verify` fails instead of writing when the committed file has drifted (run by the test suite).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { openDatabase } from '../connect';
import { migrateToLatest } from '../migrator';

const adminUrl =
  process.env.DATABASE_ADMIN_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const verify = process.argv.includes('--verify');
const name = `ros_codegen_${process.pid}_${Date.now()}`;
const outFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../schema.ts');

const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
try {
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 1 });
  await migrateToLatest(database.db);
  await database.close();
  execFileSync(
    'npx',
    [
      'kysely-codegen',
      '--dialect',
      'postgres',
      '--url',
      url.toString(),
      '--out-file',
      outFile,
      '--type-mapping',
      JSON.stringify({ int8: 'number' }),
      '--exclude-pattern',
      'kysely_migration*',
      ...(verify ? ['--verify'] : []),
    ],
    { stdio: 'inherit' },
  );
} finally {
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.end();
}
