import { parseArgs } from 'node:util';
import { databaseConfigFromEnv } from '../config';
import { openDatabase } from '../connect';
import { migrateToLatest } from '../migrator';
import { seedDemo } from '../seed';
import { writeHistory } from '../seed/history';

/**
 * `npm run db:seed`: the demo restaurant and its logins. `-- --history N` also writes N days of
 * past service (to yesterday) for the demo restaurant, or for `--restaurant <id>`; the workers roll
 * them into the reports when they next run.
 */
const { values } = parseArgs({ options: { history: { type: 'string' }, restaurant: { type: 'string' } } });
const days = values.history === undefined ? 0 : Number(values.history);
if (!Number.isInteger(days) || days < 0 || days > 3 * 366) {
  console.error('--history takes a number of days (0 to 1098).');
  process.exit(2);
}

const database = await openDatabase(databaseConfigFromEnv());
try {
  await migrateToLatest(database.db);
  const result = await seedDemo(database.db);
  console.log(result.created ? 'demo data created' : 'demo data already present');
  console.log(`demo login: ${result.email} / ${result.password}`);
  if (days > 0) {
    const restaurantId = values.restaurant ?? result.restaurantId;
    let shown = -1;
    const sales = await writeHistory(database.db, restaurantId, {
      days,
      onDay: (done, total) => {
        const pct = Math.floor((done / total) * 100);
        if (pct >= shown + 10 || done === total)
          process.stdout.write(`history: ${(shown = pct)} % (${done}/${total} days)\n`);
      },
    });
    console.log(`history: ${sales} sales over ${days} days written for restaurant ${restaurantId}`);
  }
} finally {
  await database.close();
}
