/** The HTTP API and its domain modules, and what runs beside it in one process (embedded). */
export { startServer, type StartedServer } from './server';
export { loadConfig, type AppConfig } from './config';
export { processLogger } from './logger';
export { jobHandlers } from './jobs';
