import { parseArgs } from 'node:util';
import { verifyChains } from '../audit-chain';
import { databaseConfigFromEnv } from '../config';
import { openDatabase } from '../connect';

/**
 * `npm run audit:verify [-- --restaurant <id>]`: walks the activity log's hash chain of one
 * restaurant, or of all, and prints where each is intact up to (with its head hash, the receipt to
 * keep elsewhere) or where it breaks. Exits 1 when a chain is broken.
 */
const { values } = parseArgs({ options: { restaurant: { type: 'string' } } });

const database = await openDatabase(databaseConfigFromEnv());
const intact = await verifyChains(database.db, {
  restaurantId: values.restaurant,
  print: (line) => console.log(line),
})
  .then((reports) => {
    const allIntact = reports.every((r) => !r.broken);
    console.log(allIntact ? `${reports.length} chain(s) intact` : 'the activity log has been changed: see above');
    return allIntact;
  })
  .finally(() => database.close());
process.exit(intact ? 0 : 1);
