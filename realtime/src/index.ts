/** The Socket.IO gateway: handshake auth, subscribe/resume, fan-out to restaurant rooms. */
export { createGateway, DEFAULT_REPLAY_WINDOW, type Gateway } from './gateway';
