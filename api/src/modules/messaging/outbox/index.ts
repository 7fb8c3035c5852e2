export { queueMessage, type MessageRequest, type QueuedMessage } from './queue-message';
export { isAddressFor } from './addresses';
