import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';

/**
 * `migrations/` beside this file: `db/src/migrations/*.ts` from source, `server/dist/migrations/*.js`
 * from the production build (tools/build-server.mjs compiles each migration to a file of its own there).
 * A migration's name is its file name without the extension, the same from either.
 */
const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_FILE = /^\d{4}_\d{2}_\d{2}_\d{4}_[a-z0-9_]+\.(ts|js)$/;

/** The timestamped files of `migrations/`, in order (helpers beside them are skipped). */
const migrationFiles = async () => (await fs.readdir(MIGRATIONS_DIR)).filter((f) => MIGRATION_FILE.test(f)).sort();

/** Loads the timestamped files of `migrations/`. */
class TimestampedMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = await migrationFiles();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[file.replace(/\.(ts|js)$/, '')] = (await import(
        pathToFileURL(path.join(MIGRATIONS_DIR, file)).href
      )) as Migration;
    }
    return migrations;
  }
}

/**
 * Whether the database has exactly the migrations of `migrations/` applied, read from Kysely's
 * `kysely_migration` table in two small queries. Kysely's Migrator finds its tables by introspecting
 * every table of the schema (several times) before it finds nothing to do: 1.7 s on PGlite and up to
 * 0.7 s on a busy PostgreSQL at every start of the app (and of every test app). Anything else (a
 * database not yet made, a migration missing, one applied that has no file) goes to the Migrator.
 */
async function isUpToDate(db: Kysely<any>): Promise<boolean> {
  const table = await sql<{ present: boolean }>`select to_regclass('kysely_migration') is not null as present`.execute(
    db,
  );
  if (!table.rows[0]?.present) return false;
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const names = new Set(applied.rows.map((r) => r.name));
  const files = (await migrationFiles()).map((f) => f.replace(/\.(ts|js)$/, ''));
  return names.size === files.length && files.every((name) => names.has(name));
}

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  if (await isUpToDate(db)) return { results: [] };
  const migrator = new Migrator({ db, provider: new TimestampedMigrationProvider() });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const err = result.error instanceof Error ? result.error : new Error(String(result.error));
    err.message = `migration ${failed?.migrationName ?? '?'} failed: ${err.message}`;
    throw err;
  }
  return result;
}
