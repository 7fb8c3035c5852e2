import { sql } from 'kysely';
import type { Logger } from 'pino';
import { DEMO_LOGIN, seedDemo, type Database } from '@ros/db';
import type { AppConfig } from './config';

/** How to sign in to the demo restaurant (its password is public: README). */
export interface DemoLogin {
  email: string;
  password: string;
}

/**
 * Seeds the demo restaurant when `SEED_DEMO=always`, or on `auto` for a fresh embedded database
 * (PGlite with no users yet). Returns the demo sign-in when the demo owner is in the database, so
 * the start-up lines can show it; null with `SEED_DEMO=never` or when there is no demo.
 */
export async function seedDemoIfWanted(config: AppConfig, database: Database, log: Logger): Promise<DemoLogin | null> {
  if (config.seedDemo === 'never') return null;
  if (config.seedDemo === 'auto') {
    if (database.kind !== 'pglite') return null;
    const anyUser = await database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (anyUser) return (await hasDemoOwner(database)) ? { ...DEMO_LOGIN } : null;
  }
  const demo = await seedDemo(database.db);
  // (In the message text: the logger redacts fields named `password`.)
  if (demo.created) log.info(`demo restaurant created: sign in as ${demo.email} / ${demo.password}`);
  return { email: demo.email, password: demo.password };
}

async function hasDemoOwner(database: Database): Promise<boolean> {
  const row = await database.db
    .selectFrom('users')
    .select('id')
    .where(sql<string>`lower(email)`, '=', DEMO_LOGIN.email)
    .executeTakeFirst();
  return row !== undefined;
}
