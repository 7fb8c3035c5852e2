import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Migrator, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';

/**
 * `migrations/` beside this file: `db/src/migrations/*.ts` from source, `server/dist/migrations/*.js`
 * from the production build (tools/build-server.mjs compiles each migration to a file of its own there).
 * A migration's name is its file name without the extension, the same from either.
 */
const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_FILE = /^\d{4}_\d{2}_\d{2}_\d{4}_[a-z0-9_]+\.(ts|js)$/;

/** Loads the timestamped files of `migrations/` (helpers beside them are skipped). */
class TimestampedMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => MIGRATION_FILE.test(f)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      migrations[file.replace(/\.(ts|js)$/, '')] = (await import(
        pathToFileURL(path.join(MIGRATIONS_DIR, file)).href
      )) as Migration;
    }
    return migrations;
  }
}

/** Brings the schema to the latest migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
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
