import { countDailyJob, type JobHandlers } from '@ros/workers';
import { accountsJobs } from './modules/back-office/accounts';
import { exportJobs } from './modules/insight/exports';
import { inventoryJobs } from './modules/back-office/inventory';
import { printerJobs, printerNetworkFromEnv, type PrinterNetwork } from './modules/service/printers';
import { reportJobs } from './modules/insight/reports';
import { reservationJobs } from './modules/service/reservations';

/**
 * Every job handler of the system, given to the workers wherever they run (embedded, or the
 * distributed workers process). A module with jobs adds its `<domain>.jobs.ts` list here; a job
 * of `JOB_SCHEMAS` without a handler stops the workers at start.
 */
export const jobHandlersFor = (printerNetwork: PrinterNetwork): JobHandlers => (deps) =>
  [countDailyJob(deps.db, deps.queue), ...reservationJobs(deps), ...inventoryJobs(deps), ...accountsJobs(deps), ...reportJobs(deps), ...exportJobs(deps), ...printerJobs({ ...deps, printerNetwork })];

/** The handlers of a workers process of its own (`npm run start:workers`): its printer policy from its environment. */
export const jobHandlers: JobHandlers = (deps) => jobHandlersFor(printerNetworkFromEnv(process.env))(deps);
