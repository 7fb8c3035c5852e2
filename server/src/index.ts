/** The processes' composition, for the entry scripts (`api.ts`, `realtime.ts`, `workers.ts`) and tests. */
export { startServer, type StartedServer, type StartServerOptions } from './start-server';
export { defaultRuntimeMode, redisPrefix, startRuntime, type ApiRuntime, type RuntimeMode } from './runtime';
export { apiJobs, apiJobsFor } from './jobs';
