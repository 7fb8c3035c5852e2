import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';

/** Embedded PostgreSQL (WASM) on local files, or in memory when `dataDir` is null. */
export async function createPgliteDialect(dataDir: string | null) {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir ?? undefined, {
    // Same as the postgres.js setup: int8 values come back as JS numbers.
    parsers: { [types.INT8]: (v: string) => Number(v) },
  });
  return { dialect: new PGliteDialect(pglite), pglite };
}
