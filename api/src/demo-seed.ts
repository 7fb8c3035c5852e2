import type { Logger } from 'pino';
import type { Database } from '@ros/db';
import { seedDemo } from '@ros/db/seed';
import type { AppConfig } from './config';

/**
 * Seeds the demo restaurant when `SEED_DEMO=always`, or on `auto` for a fresh embedded database
 * (PGlite with no users yet), and tells the operator how to sign in.
 */
export async function seedDemoIfWanted(config: AppConfig, database: Database, log: Logger): Promise<void> {
  if (config.seedDemo === 'never') return;
  if (config.seedDemo === 'auto') {
    if (database.kind !== 'pglite') return;
    const anyUser = await database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (anyUser) return;
  }
  const demo = await seedDemo(database.db);
  // The demo password is public (README); it is logged so a first-time user can sign in.
  // (In the message text: the logger redacts fields named `password`.)
  if (demo.created) log.info(`demo restaurant created: sign in as ${demo.email} / ${demo.password}`);
}
