import { jobDefinitions, linkBaseFromEnv, printerNetworkFromEnv, type ApiJobDeps, type PrinterNetwork } from '@ros/api';
import type { WorkerJobs } from '@ros/workers';

/**
 * The api's jobs as the workers run them, wherever they run (embedded, or the distributed workers
 * process): every definition, with the printer policy of the process and where message links point.
 */
export const apiJobsFor = (printerNetwork: PrinterNetwork, linkBase: string): WorkerJobs<ApiJobDeps> => ({
  definitions: jobDefinitions,
  deps: (base) => ({ ...base, printerNetwork, linkBase }),
});

/** The jobs of a workers process of its own (`npm run start:workers`): its printer policy and link base from its environment. */
export const apiJobs = (): WorkerJobs<ApiJobDeps> =>
  apiJobsFor(printerNetworkFromEnv(process.env), linkBaseFromEnv(process.env));
