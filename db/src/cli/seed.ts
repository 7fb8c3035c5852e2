import { databaseConfigFromEnv } from '../config';
import { openDatabase } from '../connect';
import { migrateToLatest } from '../migrator';
import { seedDemo } from '../seed';

const database = await openDatabase(databaseConfigFromEnv());
try {
  await migrateToLatest(database.db);
  const result = await seedDemo(database.db);
  console.log(result.created ? 'demo data created' : 'demo data already present');
  console.log(`demo login: ${result.email} / ${result.password}`);
} finally {
  await database.close();
}
