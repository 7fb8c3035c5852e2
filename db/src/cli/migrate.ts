import { databaseConfigFromEnv } from '../config';
import { openDatabase } from '../connect';
import { migrateToLatest } from '../migrator';

const database = await openDatabase(databaseConfigFromEnv());
try {
  const result = await migrateToLatest(database.db);
  const applied = result.results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
} finally {
  await database.close();
}
