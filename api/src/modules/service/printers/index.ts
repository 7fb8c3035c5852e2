/** The printers module's face: what the route list, the job list and other modules may use. */
export { type PrinterNetwork, printerNetworkFromEnv, printerNetworkOf } from './printer-network';
export { printerJobs } from './printers.jobs';
export { printersRoutes } from './printers.routes';
export { printRefundReceipt, printZReport } from './printers.service';
