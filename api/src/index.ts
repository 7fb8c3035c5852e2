export { startServer } from './server';
