import type { ModuleRoutes } from '../kernel/routes';
import { accountsRoutes } from './back-office/accounts/accounts.routes';
import { activityRoutes } from './insight/activity/activity.routes';
import { authRoutes } from './identity/auth/auth.routes';
import { billsRoutes } from './service/bills/bills.routes';
import { calendarRoutes } from './people/calendar/calendar.routes';
import { cashDrawerRoutes } from './service/cash-drawer/cash-drawer.routes';
import { categoriesRoutes } from './menu/categories/categories.routes';
import { customersRoutes } from './service/customers/customers.routes';
import { dashboardRoutes } from './insight/dashboard/dashboard.routes';
import { deliveryRoutes } from './service/delivery/delivery.routes';
import { dishesRoutes } from './menu/dishes/dishes.routes';
import { exportsRoutes } from './insight/exports/exports.routes';
import { guestOrdersRoutes } from './service/guest-orders/guest-orders.routes';
import { inventoryRoutes } from './back-office/inventory/inventory.routes';
import { invoicesRoutes } from './service/invoices/invoices.routes';
import { membersRoutes } from './identity/members/members.routes';
import { menusRoutes } from './menu/menus/menus.routes';
import { ordersRoutes } from './service/orders/orders.routes';
import { paymentsRoutes } from './service/payments/payments.routes';
import { printersRoutes } from './service/printers/printers.routes';
import { purchasesRoutes } from './back-office/purchases/purchases.routes';
import { publicMenuRoutes } from './menu/public-menu/public-menu.routes';
import { reportsRoutes } from './insight/reports/reports.routes';
import { reservationsRoutes } from './service/reservations/reservations.routes';
import { restaurantsRoutes } from './identity/restaurants/restaurants.routes';
import { rolesRoutes } from './identity/roles/roles.routes';
import { runtimeRoutes } from './identity/runtime/runtime.routes';
import { searchRoutes } from './insight/search/search.routes';
import { spacesRoutes } from './service/spaces/spaces.routes';
import { staffRoutes } from './people/staff/staff.routes';
import { stationsRoutes } from './menu/stations/stations.routes';
import { suppliersRoutes } from './back-office/suppliers/suppliers.routes';
import { tablesRoutes } from './service/tables/tables.routes';
import { ticketsRoutes } from './service/tickets/tickets.routes';
import { uploadsRoutes } from './identity/uploads/uploads.routes';
import { usersRoutes } from './identity/me/me.routes';
import { waitlistRoutes } from './service/waitlist/waitlist.routes';

/** Every domain module's routes, in mounting order: a new module adds its `*.routes.ts` here. */
export const modules: ModuleRoutes[] = [
  runtimeRoutes,
  activityRoutes,
  authRoutes,
  usersRoutes,
  searchRoutes,
  restaurantsRoutes,
  membersRoutes,
  staffRoutes,
  rolesRoutes,
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
  ordersRoutes,
  ticketsRoutes,
  billsRoutes,
  paymentsRoutes,
  invoicesRoutes,
  dashboardRoutes,
  reservationsRoutes,
  deliveryRoutes,
  waitlistRoutes,
  calendarRoutes,
  cashDrawerRoutes,
  printersRoutes,
  inventoryRoutes,
  suppliersRoutes,
  purchasesRoutes,
  accountsRoutes,
  reportsRoutes,
  exportsRoutes,
];
