/**
 * The real gateway entry (server/src/realtime.ts) with a memory probe for the fan-out scenario: on
 * SIGUSR2 it collects garbage and prints `MEM <n> <json of process.memoryUsage()>`.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
let n = 0;
process.on('SIGUSR2', () => {
  gc();
  gc();
  process.stdout.write(`MEM ${++n} ${JSON.stringify(process.memoryUsage())}\n`);
});
await import('../../../server/src/realtime');
