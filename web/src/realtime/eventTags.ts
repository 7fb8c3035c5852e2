import type { DomainEvent, EventAggregate } from '@ros/shared-events';
import type { Tag } from '../api/baseApi';

/**
 * The cached data an event makes stale, by the aggregate it is about: those queries read the server
 * again. Every aggregate of the catalogue must be listed, so a new one decides what it touches.
 * Data the event carries whole is patched in place instead (the features' cache followers): the
 * restaurant's settings, tables, the activity log.
 */
const BY_AGGREGATE: Record<EventAggregate, readonly Tag[]> = {
  restaurant: ['PublicMenu'],
  member: ['Member', 'Role'],
  role: ['Role', 'Member'],
  station: ['Catalogue'],
  menu: ['Catalogue', 'PublicMenu'],
  category: ['Catalogue', 'PublicMenu'],
  dish: ['Catalogue', 'PublicMenu'],
  space: ['Floor'],
  table: [],
  customer: ['Customer'],
  // Orders, tickets and bills move the dispatch board (orders to dispatch, kitchen status).
  order: ['Delivery'],
  ticket: ['Delivery'],
  bill: ['Bill', 'Delivery'],
  // A cash payment or refund moves the open drawer's expected cash.
  payment: ['Bill', 'CashDrawer'],
  cash_drawer: ['CashDrawer'],
  reservation: ['Reservation', 'Calendar'],
  waitlist: ['Waitlist'],
  calendar: ['Calendar'],
  delivery: ['Delivery'],
  stock: ['Inventory'],
  inventory: ['Inventory'],
  purchase: ['Purchase', 'Inventory'],
  account: ['Accounts'],
  export: ['Exports'],
  // The roll-ups moved: the dashboard's and the reports' figures.
  report: ['Dashboard'],
  department: ['Department', 'Member'],
  time_punch: ['TimeClock'],
  shift: ['Schedule', 'Calendar'],
  time_off: ['Schedule'],
  tips: ['TimeClock'],
  // A guest's order or a table's call: the POS's "To confirm" list and the floor's badges.
  guest_order: ['GuestOrder'],
  guest_request: ['GuestOrder'],
  // A printer added, changed, failing or back: the printers page and the POS's printer alert.
  printer: ['Printer'],
  // Wrong PINs on a terminal: an alert to managers (a toast), nothing to reload.
  terminal: [],
  // A list made, an item done, a list complete or overdue: the board and the staff's own lists.
  checklist: ['Checklist'],
  checklist_template: ['ChecklistTemplate'],
  // A special or event on the guest menu: its managers' list.
  guest_post: ['GuestPost'],
  // A post published, changed or read: the feed, its receipts and the unread dialog.
  announcement: ['Announcement'],
  // An article of the help page added, changed or removed: the help page's list.
  help_article: ['HelpArticle'],
  // A notification reached the member's bell (only theirs: it is private to its recipient).
  notification: ['Notification'],
  // A message sent or failed for good: the restaurant's sent messages.
  message: ['Message'],
  // A message posted, changed or read: the channels' unread counts (the open history is patched live).
  chat: ['Chat'],
  webhook: ['Webhook'],
  api_key: ['ApiKey'],
};

/** Events that move today's figures on the dashboard. */
const MOVES_DASHBOARD = /^(bill\.(paid|created|split)|payment\.|order\.(placed|completed|cancelled|merged))/;

/** Events that move the daybook and profit & loss (money in and out, the cost of what was sold). */
const MOVES_ACCOUNTS = /^(bill\.paid|payment\.|cash_drawer\.|stock\.moved|purchase\.received)/;

const isAggregate = (name: string): name is EventAggregate => Object.hasOwn(BY_AGGREGATE, name);

/** The tags to invalidate for one event. */
export function tagsForEvent(e: DomainEvent): Tag[] {
  const aggregate = e.type.slice(0, e.type.indexOf('.'));
  const tags = isAggregate(aggregate) ? [...BY_AGGREGATE[aggregate]] : [];
  // A new or deleted table changes its space's table count.
  if (e.type === 'table.created' || e.type === 'table.deleted') tags.push('Floor');
  if (MOVES_DASHBOARD.test(e.type)) tags.push('Dashboard');
  if (MOVES_ACCOUNTS.test(e.type)) tags.push('Accounts');
  // The expo board: an order's tickets, items and payment.
  if (/^(order|ticket|bill)\./.test(e.type)) tags.push('Expo');
  return tags;
}
