/** The uploads module's face: what the route list, the job list and other modules may use. */
export { uploadsRoutes } from './uploads.routes';
export { RECEIPT_FILE, receiptUrl } from './uploads.service';
