/** The tickets module's face: what the route list, the job list and other modules may use. */
export { type FireWork, presentFireTickets, type TicketOrderFacts, writeFireTickets } from './create-tickets';
export { loadTickets } from './ticket-view';
export { ticketsRoutes } from './tickets.routes';
export { bumpOrderTickets, ordersOnTheBoard, ticketsOfOrder } from './tickets.service';
