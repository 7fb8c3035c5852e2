import type { ModuleRoutes } from '../kernel/routes';
import { compBill } from '../flows/comp-bill';
import { recordDeliveredCash } from '../flows/collect-delivery-cash';
import { accountsRoutes } from './back-office/accounts';
import { announcementsRoutes } from './team/announcements';
import { activityRoutes } from './insight/activity';
import { apiKeysRoutes } from './identity/api-keys';
import { authRoutes } from './identity/auth';
import { billingRoutes } from './identity/billing';
import { billsRoutes } from './service/bills';
import { calendarRoutes } from './people/calendar';
import { profilesRoutes } from './people/profiles';
import { cashDrawerRoutes } from './service/cash-drawer';
import { categoriesRoutes } from './menu/categories';
import { checklistsRoutes } from './team/checklists';
import { customersRoutes } from './service/customers';
import { dashboardRoutes } from './insight/dashboard';
import { deliveryRoutes } from './service/delivery';
import { dishesRoutes } from './menu/dishes';
import { exportsRoutes } from './insight/exports';
import { guestOrdersRoutes } from './service/guest-orders';
import { guestPostsRoutes } from './team/guest-posts';
import { helpArticlesRoutes } from './team/help-articles';
import { inventoryRoutes } from './back-office/inventory';
import { invoicesRoutes } from './service/invoices';
import { membersRoutes } from './identity/members';
import { menusRoutes } from './menu/menus';
import { offersRoutes } from './messaging/offers';
import { ordersRoutes } from './service/orders';
import { paymentsRoutes } from './service/payments';
import { printersRoutes } from './service/printers';
import { notificationsRoutes } from './messaging/notifications';
import { chatRoutes } from './team/chat';
import { purchasesRoutes } from './back-office/purchases';
import { publicMenuRoutes } from './menu/public-menu';
import { reportsRoutes } from './insight/reports';
import { guestBookingRoutes, reservationsRoutes } from './service/reservations';
import { restaurantDeletionRoutes } from './identity/restaurant-deletion';
import { restaurantsRoutes } from './identity/restaurants';
import { rolesRoutes } from './identity/roles';
import { runtimeRoutes } from './identity/runtime';
import { searchRoutes } from './insight/search';
import { sentMessagesRoutes } from './messaging/sent-messages';
import { spacesRoutes } from './service/spaces';
import { staffRoutes } from './people/staff';
import { stationsRoutes } from './menu/stations';
import { suppliersRoutes } from './back-office/suppliers';
import { tablesRoutes } from './service/tables';
import { ticketsRoutes } from './service/tickets';
import { uploadsRoutes } from './identity/uploads';
import { usersRoutes } from './identity/me';
import { unsubscribeRoutes } from './messaging/unsubscribe';
import { waitlistRoutes } from './service/waitlist';
import { webhooksRoutes } from './integrations/webhooks';

/**
 * Every domain module's routes, in mounting order: a new module adds its routes (from its index) here.
 * Routes that start a flow (api/src/flows) are given it here, so no module depends on a flow.
 */
export const modules: ModuleRoutes[] = [
  runtimeRoutes,
  activityRoutes,
  authRoutes,
  usersRoutes,
  searchRoutes,
  restaurantsRoutes,
  billingRoutes,
  restaurantDeletionRoutes,
  membersRoutes,
  staffRoutes,
  rolesRoutes,
  apiKeysRoutes,
  spacesRoutes,
  tablesRoutes,
  stationsRoutes,
  menusRoutes,
  categoriesRoutes,
  dishesRoutes,
  customersRoutes,
  uploadsRoutes,
  publicMenuRoutes,
  guestOrdersRoutes,
  guestPostsRoutes,
  ordersRoutes,
  ticketsRoutes,
  billsRoutes({ compBill }),
  paymentsRoutes,
  invoicesRoutes,
  dashboardRoutes,
  reservationsRoutes,
  guestBookingRoutes,
  deliveryRoutes({ recordDeliveredCash }),
  waitlistRoutes,
  unsubscribeRoutes,
  offersRoutes,
  calendarRoutes,
  profilesRoutes,
  cashDrawerRoutes,
  printersRoutes,
  sentMessagesRoutes,
  checklistsRoutes,
  notificationsRoutes,
  inventoryRoutes,
  suppliersRoutes,
  purchasesRoutes,
  accountsRoutes,
  reportsRoutes,
  exportsRoutes,
  announcementsRoutes,
  helpArticlesRoutes,
  chatRoutes,
  webhooksRoutes,
];
