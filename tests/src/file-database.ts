import { afterAll, beforeAll } from 'vitest';
import { createOwnDatabaseUrl, dropUnawaited, type OwnDatabaseUrl } from './own-database';

/**
 * A setup file (vitest.config.ts) of the PostgreSQL lanes: every test file gets a database of its
 * own, a copy of the run's migrated template (~0.15 s, own-database.ts), as `DATABASE_URL` for the
 * whole file, dropped after it. So files running side by side never share rows, outboxes, relay
 * leadership or advisory locks (the report roll-up's try-lock is per database), and no file depends
 * on another file's timing. Apps of one file still share that file's database, as before; a file
 * (or app) that asks for another database of its own (`ownDatabase`) gets a further copy.
 *
 * Workers keep their modules between files (`isolate: false`) but run this file again before each
 * test file, so the URL is restored after each file. The drop is not waited for (it waits on a
 * checkpoint): by then every app of the file is closed, and nothing connects to the database again.
 */
let own: OwnDatabaseUrl | null = null;
let runDatabaseUrl: string | undefined;

beforeAll(async () => {
  runDatabaseUrl = process.env.DATABASE_URL;
  own = await createOwnDatabaseUrl();
  process.env.DATABASE_URL = own.url;
});

afterAll(() => {
  if (runDatabaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = runDatabaseUrl;
  if (own) dropUnawaited(own);
  own = null;
});
