import { parseArgs } from 'node:util';
import { verifyChains } from '../audit-chain';
import { databaseConfigFromEnv } from '../config';
import { openDatabase } from '../connect';

/**
 * `npm run audit:verify [-- --restaurant <id> [--head <seq>:<hash>]]`: walks the activity log's hash chain of one
 * restaurant, or of all, and prints where each is intact up to (with its head hash, the receipt to
 * keep elsewhere) or where it breaks. Exits 1 when a chain is broken.
 */
const { values } = parseArgs({ options: { restaurant: { type: 'string' }, head: { type: 'string' } } });
// `--head <seq>:<hash>`: a receipt kept earlier (printed by a previous run); the chain must still pass through it.
const head = values.head?.match(/^(\d+):([0-9a-fA-F]{64})$/);
if (values.head && (!head || !values.restaurant)) {
  console.error('--head takes <seq>:<64 hex digits> of a receipt, with --restaurant <id>.');
  process.exit(2);
}

const database = await openDatabase(databaseConfigFromEnv());
const intact = await verifyChains(database.db, {
  restaurantId: values.restaurant,
  expectedHead: head ? { seq: Number(head[1]), hash: head[2]! } : undefined,
  print: (line) => console.log(line),
})
  .then((reports) => {
    const allIntact = reports.every((r) => !r.broken);
    console.log(allIntact ? `${reports.length} chain(s) intact` : 'the activity log has been changed: see above');
    return allIntact;
  })
  .finally(() => database.close());
process.exit(intact ? 0 : 1);
