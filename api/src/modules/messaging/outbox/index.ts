export { queueMessage } from './queue-message';
export { isAddressFor } from './addresses';
