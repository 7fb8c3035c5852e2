import path from 'node:path';
import type { GroupCommitOptions } from './group-commit';

/** Where the database lives: PostgreSQL when `DATABASE_URL` is set, otherwise embedded PGlite files. */
export type DatabaseConfig =
  | {
      kind: 'postgres';
      url: string;
      maxConnections?: number;
      /** On unless false (see group-commit.ts). */ groupCommit?: GroupCommitOptions | false;
    }
  | { kind: 'pglite'; dataDir: string | null };

/** Reads the database choice from the environment (`DATABASE_URL`, `DATA_DIR`). */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  if (env.DATABASE_URL) {
    const max = env.DATABASE_POOL_SIZE ? Number(env.DATABASE_POOL_SIZE) : undefined;
    return { kind: 'postgres', url: env.DATABASE_URL, maxConnections: max };
  }
  return { kind: 'pglite', dataDir: pgliteDirOf(path.resolve(env.DATA_DIR ?? './data')) };
}

/** Where uploaded files live: `UPLOAD_DIR`, or `uploads` in the data directory (receipts under its `private/`). */
export const uploadDirOf = (dataDir: string, uploadDir?: string) =>
  path.resolve(uploadDir ?? path.join(dataDir, 'uploads'));

/** The files of a deployment beside its database: `DATA_DIR` (default `./data`) and its uploads. */
export function storagePathsFromEnv(env: NodeJS.ProcessEnv = process.env): { dataDir: string; uploadDir: string } {
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return { dataDir, uploadDir: uploadDirOf(dataDir, env.UPLOAD_DIR) };
}

/** The embedded database's files inside the data directory. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');
