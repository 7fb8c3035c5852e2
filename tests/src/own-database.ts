import postgres from 'postgres';
import { TEST_ADMIN_DATABASE_URL } from './env';

/** A PostgreSQL database of this run that one test file has to itself. */
export interface OwnDatabaseUrl {
  url: string;
  drop(): Promise<void>;
}

let counter = 0;

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
  const name = `ros_own_${process.pid}_${Date.now()}_${counter++}`;
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
