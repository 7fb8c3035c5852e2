import type { JobDefinition, JobScheduler } from '@ros/shared-events';
import type { BillingConfig } from './config';
import type { SystemDeps } from './kernel/system';
import { accountsJobs } from './modules/back-office/accounts';
import { billingJobs } from './modules/identity/billing';
import { checklistJobs } from './modules/team/checklists';
import { deliveryJobs, type Delivery } from './modules/messaging/delivery';
import { exportJobs } from './modules/insight/exports';
import { guestOrderJobs } from './modules/service/guest-orders';
import { inventoryJobs } from './modules/back-office/inventory';
import type { PrinterNetwork } from './modules/service/printers';
import { printerJobs } from './modules/service/printers';
import { reportJobs } from './modules/insight/reports';
import { reservationJobs } from './modules/service/reservations';
import { webhookJobs, type Webhooks } from './modules/integrations/webhooks';

/** What the api's job handlers use, given by whoever runs the workers (the server); `linkBase`: where message links point. */
export type ApiJobDeps = Required<SystemDeps> & {
  queue: JobScheduler;
  printerNetwork: PrinterNetwork;
  /** Where webhooks may go, their retry schedule and limits. */
  webhooks: Webhooks;
  linkBase: string;
  /** Where uploaded files are (a restaurant's data export includes its own). */
  uploadDir: string;
  /** The secret guest order tokens are derived from (the api's JWT secret); null where a workers process has none. */
  guestTokenSecret: string | null;
  /** Email and SMS providers, limits and retries (the messages outbox's delivery). */
  delivery: Delivery;
  /** Who takes the subscription's money (renewals charge through it). */
  billing: BillingConfig;
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
  ...guestOrderJobs,
  ...checklistJobs,
  ...deliveryJobs,
  ...webhookJobs,
  ...billingJobs,
];
