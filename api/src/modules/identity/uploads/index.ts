/** The uploads module's face: what the route list, the job list and other modules may use. */
export { singleImage, uploadsRoutes } from './uploads.routes';
export { RECEIPT_FILE, receiptUrl, restaurantFileDirs, storeAttachedImage } from './uploads.service';
