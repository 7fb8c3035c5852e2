import type { JobDefinition, JobScheduler } from '@ros/shared-events';
import type { SystemDeps } from './kernel/system';
import { accountsJobs } from './modules/back-office/accounts';
import { exportJobs } from './modules/insight/exports';
import { inventoryJobs } from './modules/back-office/inventory';
import type { PrinterNetwork } from './modules/service/printers';
import { printerJobs } from './modules/service/printers';
import { reportJobs } from './modules/insight/reports';
import { reservationJobs } from './modules/service/reservations';

/** What the api's job handlers use, given by whoever runs the workers (the server); `linkBase` is where message links point. */
export type ApiJobDeps = Required<SystemDeps> & {
  queue: JobScheduler;
  printerNetwork: PrinterNetwork;
  linkBase: string;
};

/**
 * Every job of the system, each defined beside its handler (`defineJob` in a module's
 * `<domain>.jobs.ts`), given to the workers wherever they run (embedded, or the distributed
 * workers process). A module with jobs adds its list here; the workers refuse to start on an
 * inconsistent set (two jobs of one name, a trigger naming an unknown event type).
 */
export const jobDefinitions: readonly JobDefinition<ApiJobDeps>[] = [
  ...reportJobs,
  ...reservationJobs,
  ...inventoryJobs,
  ...accountsJobs,
  ...exportJobs,
  ...printerJobs,
];
