/** The tickets module's face: what the route list, the job list and other modules may use. */
export { presentFireTickets, type TicketOrderFacts } from './create-tickets';
export { type FireWork, writeFireTickets } from './fire-tickets.repo';
export { loadTickets } from './ticket-view';
export { ticketsRoutes } from './tickets.routes';
export { bumpOrderTickets, ordersOnTheBoard, ticketsOfOrder } from './tickets.service';
