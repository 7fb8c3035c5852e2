/**
 * The API process (`npm start`, `npm run start:api`): embedded, the whole app on PGlite; with
 * `DATABASE_URL` and `REDIS_URL`, the HTTP API of the distributed mode.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerBackupRequests, DataDirInUseError, exitOnStopSignals } from '@ros/db';
import { deliveryModeLines, loadConfig, processLogger } from '@ros/api';
import { startServer, type StartedServer } from './start-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let config;
try {
  config = loadConfig({ WEB_DIST: path.join(root, 'web/dist'), ...process.env });
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
const { log, quiet } = processLogger(process.env, config.logLevel, 'api');
// On PGlite, `npm run db:backup` asks this process for the copy (SIGUSR2); taken before the
// database opens, so the signal never meets its default (ending the process).
const backups = config.databaseUrl ? null : answerBackupRequests(config, log.child({ component: 'backup' }));
let started: StartedServer;
try {
  started = await startServer(config, { log });
} catch (err) {
  // The one start-up failure a newcomer meets: `npm start` twice on one data directory.
  if (err instanceof DataDirInUseError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
backups?.serve(started.database);
exitOnStopSignals(() => started.close(), log, {
  announce: quiet ? (line) => process.stdout.write(`${line}\n`) : undefined,
});

const { url, demoLogin } = started;
// Where messages go is said where they are sent: here when embedded, by the workers process when distributed.
const mailLines = config.mode === 'embedded' ? deliveryModeLines(config.delivery) : [];
if (quiet) {
  const where = config.mode === 'embedded' ? `embedded mode, data in ${config.dataDir}` : 'distributed mode';
  const lines = [`Restaurant OS is running (${where}).`, `  Open ${url}`];
  if (demoLogin) lines.push(`  Demo login: ${demoLogin.email} / ${demoLogin.password}`);
  lines.push(...mailLines.map((line) => `  ${line}`));
  lines.push('  Stop it with Ctrl+C. Set LOG_LEVEL=info for JSON logs of every request.');
  process.stdout.write(`${lines.join('\n')}\n`);
} else {
  // (In the message text: the logger redacts fields named `password`.)
  const demo = demoLogin ? `; demo login ${demoLogin.email} / ${demoLogin.password}` : '';
  const mail = mailLines.length ? `; ${mailLines.join('; ')}` : '';
  log.info(
    { url, mode: config.mode, database: started.database.kind },
    `Restaurant OS is running at ${url}${demo}${mail}`,
  );
}
