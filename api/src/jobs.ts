import type { JobDefinition, JobScheduler } from '@ros/shared-events';
import type { SystemDeps } from './http/system';
import { accountsJobs } from './modules/accounts/accounts.jobs';
import { exportJobs } from './modules/exports/exports.jobs';
import { inventoryJobs } from './modules/inventory/inventory.jobs';
import type { PrinterNetwork } from './modules/printers/printer-network';
import { printerJobs } from './modules/printers/printers.jobs';
import { reportJobs } from './modules/reports/reports.jobs';
import { reservationJobs } from './modules/reservations/reservations.jobs';

/** What the api's job handlers use, given by whoever runs the workers (the server). */
export type ApiJobDeps = Required<SystemDeps> & { queue: JobScheduler; printerNetwork: PrinterNetwork };

/**
 * Every job of the system, each defined beside its handler (`defineJob` in a module's
 * `<domain>.jobs.ts`), given to the workers wherever they run (embedded, or the distributed
 * workers process). A module with jobs adds its list here; the workers refuse to start on an
 * inconsistent set (two jobs of one name, a trigger naming an unknown event type).
 */
export const jobDefinitions: readonly JobDefinition<ApiJobDeps>[] = [
  ...reportJobs, ...reservationJobs, ...inventoryJobs, ...accountsJobs, ...exportJobs, ...printerJobs,
];
