/** The processes' composition, for the entry scripts (`api.ts`, `realtime.ts`, `workers.ts`) and tests. */
export { startServer, type StartedServer } from './start-server';
export { apiJobs } from './jobs';
