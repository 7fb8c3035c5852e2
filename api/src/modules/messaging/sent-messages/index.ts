/** The sent-messages module's face: the outbox read back, for the route list. */
export { sentMessagesRoutes } from './sent-messages.routes';
