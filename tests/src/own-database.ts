import postgres from 'postgres';
import { TEST_ADMIN_DATABASE_URL } from './env';

/** A PostgreSQL database of this run that one test file has to itself. */
export interface OwnDatabaseUrl {
  url: string;
  drop(): Promise<void>;
}

let counter = 0;

/**
 * The names of this run's own databases begin with the run's (global-setup.ts, `TEST_RUN_ID`), so
 * the run's teardown finds any a file left behind.
 */
export const ownDatabasePrefix = (run = process.env.TEST_RUN_ID ?? 'ros_test') => `${run}_own_`;

/**
 * Creates a database for one test file, a copy of the run's migrated template (global-setup.ts,
 * `TEST_TEMPLATE_DATABASE`, ~0.15 s). A file whose in-process relays must see every event of its
 * database takes one: on the run's shared database another file's relay can take an event off the
 * outbox first and publish it on that file's bus.
 */
export async function createOwnDatabaseUrl(): Promise<OwnDatabaseUrl> {
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (!template)
    throw new Error(
      'TEST_TEMPLATE_DATABASE is not set: run the tests through vitest (its global setup creates the template).',
    );
  const admin = postgres(TEST_ADMIN_DATABASE_URL, { max: 1, onnotice: () => {} });
  const name = `${ownDatabasePrefix()}${process.pid}_${Date.now().toString(36)}_${counter++}`;
  await admin.unsafe(`create database ${name} template ${template}`).catch(async (err: unknown) => {
    await admin.end();
    throw err;
  });
  const url = new URL(TEST_ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Drops the database without waiting for it: PostgreSQL's DROP DATABASE waits for a checkpoint,
 * which took 0.1 to 10 s on a busy machine, time a file's last hook spent doing nothing. The worker
 * goes on to its next file meanwhile; a drop cut short by the worker's exit is finished by the run's
 * teardown (global-setup.ts drops every database named after the run).
 */
export function dropUnawaited(own: OwnDatabaseUrl): void {
  own.drop().catch(() => {
    /* the run's teardown drops what is left */
  });
}
