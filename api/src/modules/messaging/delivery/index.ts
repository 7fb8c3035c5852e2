/** The delivery module's face: its jobs, the providers of a configuration and the start-up lines naming them. */
export { deliveryJobs } from './delivery.jobs';
export { type Delivery } from './deliver-message';
export { deliveryModeLines, deliveryOf } from './providers';
