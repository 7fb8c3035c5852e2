import type { ModuleRoutes } from '../kernel/routes';
import { accountsRoutes } from './accounts/accounts.routes';
import { activityRoutes } from './activity/activity.routes';
import { authRoutes } from './auth/auth.routes';
import { billsRoutes } from './bills/bills.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { cashDrawerRoutes } from './cash-drawer/cash-drawer.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { customersRoutes } from './customers/customers.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { deliveryRoutes } from './delivery/delivery.routes';
import { dishesRoutes } from './dishes/dishes.routes';
import { exportsRoutes } from './exports/exports.routes';
import { guestOrdersRoutes } from './guest-orders/guest-orders.routes';
import { inventoryRoutes } from './inventory/inventory.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { membersRoutes } from './members/members.routes';
import { menusRoutes } from './menus/menus.routes';
import { ordersRoutes } from './orders/orders.routes';
import { paymentsRoutes } from './bills/payments.routes';
import { printersRoutes } from './printers/printers.routes';
import { purchasesRoutes } from './purchases/purchases.routes';
import { publicMenuRoutes } from './public-menu/public-menu.routes';
import { reportsRoutes } from './reports/reports.routes';
import { reservationsRoutes } from './reservations/reservations.routes';
import { restaurantsRoutes } from './restaurants/restaurants.routes';
import { rolesRoutes } from './roles/roles.routes';
import { runtimeRoutes } from './runtime/runtime.routes';
import { searchRoutes } from './search/search.routes';
import { spacesRoutes } from './spaces/spaces.routes';
import { staffRoutes } from './staff/staff.routes';
import { stationsRoutes } from './stations/stations.routes';
import { suppliersRoutes } from './suppliers/suppliers.routes';
import { tablesRoutes } from './tables/tables.routes';
import { ticketsRoutes } from './tickets/tickets.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { usersRoutes } from './auth/me.routes';
import { waitlistRoutes } from './waitlist/waitlist.routes';

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
