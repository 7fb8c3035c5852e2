import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/AppLayout';
import { AuthLayout } from './layout/AuthLayout';
import { FullScreenLayout } from './layout/FullScreenLayout';
import { RequireAbility } from './components/RequireAbility';
import { InventoryPlanGate } from './features/inventory/InventoryPlanGate';
import { ReservationsPlanGate } from './features/reservations/ReservationsPlanGate';
import { RequireAuth, RequireGuest, RequireRestaurant } from './layout/RouteGuards';
import { RouteError } from './layout/RouteError';
import { NAV_PAGES } from './shared/navigation';

type Page = LazyExoticComponent<ComponentType>;
const page = (load: () => Promise<{ default: ComponentType }>): Page => lazy(load);

/** Every page of the menu and search (NAV_PAGES), by route; each is its own chunk. */
export const NAV_PAGE_COMPONENTS: Record<string, Page> = {
  '/': page(() => import('./features/dashboard/DashboardPage')),
  '/apps/pos': page(() => import('./features/pos/PosPage')),
  '/apps/cashDrawer': page(() => import('./features/cash-drawer/CashDrawerPage')),
  '/apps/activity': page(() => import('./features/activity/ActivityPage')),
  '/apps/reports': page(() => import('./features/reports/ReportsPage')),
  '/apps/management/menuManagement/digitalMenu': page(() => import('./features/menu/DigitalMenuPage')),
  '/apps/management/menuManagement/allDishes': page(() => import('./features/menu/AllDishesPage')),
  '/apps/management/menuManagement/category': page(() => import('./features/menu/CategoryPage')),
  '/apps/management/staffManagement': page(() => import('./features/staff/StaffManagementPage')),
  '/apps/management/department': page(() => import('./features/departments/DepartmentPage')),
  '/apps/timeClock': page(() => import('./features/timeclock/TimeClockPage')),
  '/apps/management/schedule': page(() => import('./features/schedule/SchedulePage')),
  '/apps/management/inventory/inventoryList': page(() => import('./features/inventory/InventoryListPage')),
  '/apps/management/inventory/suppliers': page(() => import('./features/inventory/InventorySuppliersPage')),
  '/apps/management/inventory/measuringUnit': page(() => import('./features/inventory/MeasuringUnitPage')),
  '/apps/management/inventory/group': page(() => import('./features/inventory/InventoryGroupPage')),
  '/apps/management/inventory/purchases': page(() => import('./features/inventory/PurchasesPage')),
  '/apps/management/inventory/stockCounts': page(() => import('./features/inventory/StockCountsPage')),
  '/apps/management/inventory/reports': page(() => import('./features/inventory/InventoryReportsPage')),
  '/apps/management/accountManagement/income': page(() => import('./features/accounts/IncomePage')),
  '/apps/management/accountManagement/expenses': page(() => import('./features/accounts/ExpensesPage')),
  '/apps/management/accountManagement/customer': page(() => import('./features/accounts/CustomerPage')),
  '/apps/management/accountManagement/suppliers': page(() => import('./features/accounts/AccountSuppliersPage')),
  '/apps/management/accountManagement/daybook': page(() => import('./features/accounts/DaybookPage')),
  '/apps/management/accountManagement/profitAndLoss': page(() => import('./features/accounts/ProfitLossPage')),
  '/apps/management/tableandspace': page(() => import('./features/tables/TablesPage')),
  '/apps/management/tableandspace/space': page(() => import('./features/tables/SpacePage')),
  '/apps/setting/AccountSetting': page(() => import('./features/settings/AccountSettingPage')),
  '/apps/setting/restaurantSetting': page(() => import('./features/settings/RestaurantSettingPage')),
  '/apps/setting/printers': page(() => import('./features/printers/PrintersPage')),
  '/apps/setting/Userrole': page(() => import('./features/settings/UserRolePage')),
  '/apps/setting/helpAndSupport': page(() => import('./features/help/HelpAndSupportPage')),
  '/apps/setting/Subscription': page(() => import('./features/settings/SubscriptionPage')),
  '/apps/setting/restrox': page(() => import('./features/help/RestroxPage')),
};

const element = (Component: Page) => <Component />;

const LoginPage = page(() => import('./features/auth/LoginPage'));
const RegisterPage = page(() => import('./features/auth/RegisterPage'));
const ForgotPasswordPage = page(() => import('./features/auth/ForgotPasswordPage'));
const ResetPasswordPage = page(() => import('./features/auth/ResetPasswordPage'));
const VerifyEmailPage = page(() => import('./features/auth/VerifyEmailPage'));
const TerminalPage = page(() => import('./features/terminal/TerminalPage'));
const CreateRestaurantPage = page(() => import('./features/onboarding/CreateRestaurantPage'));
const InvitationsPage = page(() => import('./features/onboarding/InvitationsPage'));
const CalendarPage = page(() => import('./features/calendar/CalendarPage'));
const InvoiceListPage = page(() => import('./features/invoices/InvoiceListPage'));
const KdsPage = page(() => import('./features/kds/KdsPage'));
const PosTerminalPage = page(() => import('./features/pos/terminal/PosTerminalPage'));
const ExpoPage = page(() => import('./features/kds/expo/ExpoPage'));
const DriverPage = page(() => import('./features/delivery/DriverPage'));
const DispatchBoardPage = page(() => import('./features/delivery/DispatchBoardPage'));

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
