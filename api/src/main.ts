import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { startServer } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let config;
try {
  config = loadConfig({ WEB_DIST: path.join(root, 'web/dist'), ...process.env });
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const log = createLogger(config.logLevel, 'api');
const started = await startServer(config, { log });
log.info({ url: started.url, mode: config.mode, database: started.database.kind }, `Restaurant OS is running at ${started.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'shutting down');
    void started.close().then(() => process.exit(0));
  });
}
