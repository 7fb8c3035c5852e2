import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from './app/layout/AppLayout';
import { AuthLayout } from './app/layout/AuthLayout';
import { FullScreenLayout } from './app/layout/FullScreenLayout';
import { RequireAbility } from './components/RequireAbility';
import { InventoryPlanGate } from './features/back-office/inventory/InventoryPlanGate';
import { ReservationsPlanGate } from './features/service/reservations/ReservationsPlanGate';
import { RequireAuth, RequireGuest, RequireRestaurant } from './app/layout/RouteGuards';
import { RouteError } from './app/layout/RouteError';
import { NAV_PAGES } from './app/navigation/navigation';

type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load);

/** Every page of the menu and search (NAV_PAGES), by route; each is its own chunk. */
export const NAV_PAGE_COMPONENTS: Record<string, Page> = {
  '/': page(() => import('./features/insight/dashboard/DashboardPage')),
  '/apps/pos': page(() => import('./features/service/pos/PosPage')),
  '/apps/cashDrawer': page(() => import('./features/service/cash-drawer/CashDrawerPage')),
  '/apps/activity': page(() => import('./features/insight/activity/ActivityPage')),
  '/apps/reports': page(() => import('./features/insight/reports/ReportsPage')),
  '/apps/management/menuManagement/digitalMenu': page(() => import('./features/menu/menu/DigitalMenuPage')),
  '/apps/management/menuManagement/allDishes': page(() => import('./features/menu/menu/AllDishesPage')),
  '/apps/management/menuManagement/category': page(() => import('./features/menu/menu/CategoryPage')),
  '/apps/management/staffManagement': page(() => import('./features/people/staff/StaffManagementPage')),
  '/apps/management/department': page(() => import('./features/people/departments/DepartmentPage')),
  '/apps/timeClock': page(() => import('./features/people/timeclock/TimeClockPage')),
  '/apps/management/schedule': page(() => import('./features/people/schedule/SchedulePage')),
  '/apps/management/inventory/inventoryList': page(() => import('./features/back-office/inventory/InventoryListPage')),
  '/apps/management/inventory/suppliers': page(() => import('./features/back-office/inventory/InventorySuppliersPage')),
  '/apps/management/inventory/measuringUnit': page(() => import('./features/back-office/inventory/MeasuringUnitPage')),
  '/apps/management/inventory/group': page(() => import('./features/back-office/inventory/InventoryGroupPage')),
  '/apps/management/inventory/purchases': page(() => import('./features/back-office/inventory/PurchasesPage')),
  '/apps/management/inventory/stockCounts': page(() => import('./features/back-office/inventory/StockCountsPage')),
  '/apps/management/inventory/reports': page(() => import('./features/back-office/inventory/InventoryReportsPage')),
  '/apps/management/accountManagement/income': page(() => import('./features/service/invoices/IncomePage')),
  '/apps/management/accountManagement/expenses': page(() => import('./features/back-office/accounts/ExpensesPage')),
  '/apps/management/accountManagement/customer': page(() => import('./features/service/customers/CustomerPage')),
  '/apps/management/accountManagement/suppliers': page(() => import('./features/back-office/accounts/AccountSuppliersPage')),
  '/apps/management/accountManagement/daybook': page(() => import('./features/back-office/accounts/DaybookPage')),
  '/apps/management/accountManagement/profitAndLoss': page(() => import('./features/back-office/accounts/ProfitLossPage')),
  '/apps/management/tableandspace': page(() => import('./features/service/tables/TablesPage')),
  '/apps/management/tableandspace/space': page(() => import('./features/service/tables/SpacePage')),
  '/apps/setting/AccountSetting': page(() => import('./features/identity/settings/AccountSettingPage')),
  '/apps/setting/restaurantSetting': page(() => import('./features/identity/settings/RestaurantSettingPage')),
  '/apps/setting/printers': page(() => import('./features/service/printers/PrintersPage')),
  '/apps/setting/Userrole': page(() => import('./features/identity/settings/UserRolePage')),
  '/apps/setting/helpAndSupport': page(() => import('./features/identity/help/HelpAndSupportPage')),
  '/apps/setting/Subscription': page(() => import('./features/identity/settings/SubscriptionPage')),
  '/apps/setting/restrox': page(() => import('./features/identity/help/RestroxPage')),
};

const element = (Component: Page) => <Component />;

const LoginPage = page(() => import('./features/identity/auth/LoginPage'));
const RegisterPage = page(() => import('./features/identity/auth/RegisterPage'));
const ForgotPasswordPage = page(() => import('./features/identity/auth/ForgotPasswordPage'));
const ResetPasswordPage = page(() => import('./features/identity/auth/ResetPasswordPage'));
const VerifyEmailPage = page(() => import('./features/identity/auth/VerifyEmailPage'));
const TerminalPage = page(() => import('./features/service/terminal/TerminalPage'));
const CreateRestaurantPage = page(() => import('./features/identity/onboarding/CreateRestaurantPage'));
const InvitationsPage = page(() => import('./features/identity/onboarding/InvitationsPage'));
const CalendarPage = page(() => import('./features/people/calendar/CalendarPage'));
const InvoiceListPage = page(() => import('./features/service/invoices/InvoiceListPage'));
const KdsPage = page(() => import('./features/service/kds/KdsPage'));
const PosTerminalPage = page(() => import('./features/service/pos/terminal/PosTerminalPage'));
const ExpoPage = page(() => import('./features/service/kds/expo/ExpoPage'));
const DriverPage = page(() => import('./features/service/delivery/DriverPage'));
const DispatchBoardPage = page(() => import('./features/service/delivery/DispatchBoardPage'));

/** Pages inside the restaurant layout (need a current restaurant). */
const restaurantPages: RouteObject[] = [
  // Pages hidden from the menu are also refused by URL (the API enforces it regardless).
  ...Object.entries(NAV_PAGE_COMPONENTS).map(([path, Component]) => ({
    path,
    element: <RequireAbility subject={NAV_PAGES.find((p) => p.route === path)?.permission ?? null}>{NAV_PAGES.find((p) => p.route === path)?.group === 'Inventory' ? <InventoryPlanGate>{element(Component)}</InventoryPlanGate> : element(Component)}</RequireAbility>,
  })),
  { path: '/apps/calendar', element: <RequireAbility subject="reservations"><ReservationsPlanGate feature="reservations">{element(CalendarPage)}</ReservationsPlanGate></RequireAbility> },
  { path: '/apps/delivery', element: <RequireAbility subject="delivery"><ReservationsPlanGate feature="delivery">{element(DispatchBoardPage)}</ReservationsPlanGate></RequireAbility> },
  { path: '/apps/invoice/list', element: <RequireAbility subject="income">{element(InvoiceListPage)}</RequireAbility> },
];

const appRoutes: RouteObject[] = [
  {
    element: <RequireGuest />,
    children: [
      {
        element: <AuthLayout />,
        children: [
          { path: '/login', element: element(LoginPage) },
          { path: '/register', element: element(RegisterPage) },
          { path: '/forgot-password', element: element(ForgotPasswordPage) },
        ],
      },
    ],
  },
  {
    element: <AuthLayout />,
    children: [
      { path: '/reset-password', element: element(ResetPasswordPage) },
      // Signed in or not: the link is opened from a mailbox, maybe on another device.
      { path: '/verify-email', element: element(VerifyEmailPage) },
      // A shared terminal's PIN pad: signed out between staff, or a manager setting the device up.
      { path: '/terminal', element: element(TerminalPage) },
    ],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: '/restaurants/new', element: element(CreateRestaurantPage) },
          { path: '/invitations', element: element(InvitationsPage) },
          // A page that fails shows its error inside the layout: the menu stays, to go elsewhere.
          { element: <RequireRestaurant />, errorElement: <RouteError />, children: restaurantPages },
        ],
      },
      {
        element: <RequireRestaurant />,
        children: [{ element: <FullScreenLayout />, children: [{ path: '/kds', element: element(KdsPage) }, { path: '/kds/expo', element: element(ExpoPage) }, { path: '/driver', element: <ReservationsPlanGate feature="delivery">{element(DriverPage)}</ReservationsPlanGate> },
          { path: '/pos', element: <RequireAbility subject="orders">{element(PosTerminalPage)}</RequireAbility> },
          { path: '/kiosk/pos', element: <RequireAbility subject="orders">{element(PosTerminalPage)}</RequireAbility> }] }],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** Every route, under one that shows a failed page's error (full screen) instead of the router's own. */
export const routes: RouteObject[] = [{ errorElement: <RouteError />, children: appRoutes }];

export const createAppRouter = () => createBrowserRouter(routes);
