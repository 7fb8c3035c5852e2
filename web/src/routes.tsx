import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AuthLayout } from './layout/AuthLayout';
import { RequireAuth, RequireGuest, RequireRestaurant } from './layout/RouteGuards';
import { RouteError } from './layout/RouteError';
import { withAreas } from './i18n';
import { NAV_PAGES } from './shared/navigation';

type Page = LazyExoticComponent<ComponentType>;
/** A page's chunk, rendered once it and the strings of its areas (`i18n/locales/<lng>.<area>.json`) are loaded. */
const page = (areas: readonly string[], load: () => Promise<{ default: ComponentType }>): Page => lazy(withAreas(areas, load));

/** Every page of the menu and search (NAV_PAGES), by route; each is its own chunk. */
export const NAV_PAGE_COMPONENTS: Record<string, Page> = {
  '/': page(['accounts', 'checkout', 'pos', 'reports', 'setup'], () => import('./features/dashboard/DashboardPage')),
  '/apps/pos': page(['accounts', 'catalogue', 'checkout', 'pos', 'printers', 'setup', 'staff'], () => import('./features/pos/PosPage')),
  '/apps/cashDrawer': page(['cash'], () => import('./features/cash-drawer/CashDrawerPage')),
  '/apps/activity': page(['events', 'settings', 'setup'], () => import('./features/activity/ActivityPage')),
  '/apps/reports': page(['reports'], () => import('./features/reports/ReportsPage')),
  '/apps/management/menuManagement/digitalMenu': page(['catalogue'], () => import('./features/menu/DigitalMenuPage')),
  '/apps/management/menuManagement/allDishes': page(['catalogue', 'inventory'], () => import('./features/menu/AllDishesPage')),
  '/apps/management/menuManagement/category': page(['catalogue'], () => import('./features/menu/CategoryPage')),
  '/apps/management/staffManagement': page(['settings', 'setup'], () => import('./features/staff/StaffManagementPage')),
  '/apps/management/department': page(['staff'], () => import('./features/departments/DepartmentPage')),
  '/apps/timeClock': page(['reports', 'staff'], () => import('./features/timeclock/TimeClockPage')),
  '/apps/management/schedule': page(['staff'], () => import('./features/schedule/SchedulePage')),
  '/apps/management/inventory/inventoryList': page(['inventory'], () => import('./features/inventory/InventoryListPage')),
  '/apps/management/inventory/suppliers': page(['inventory'], () => import('./features/inventory/InventorySuppliersPage')),
  '/apps/management/inventory/measuringUnit': page(['inventory'], () => import('./features/inventory/MeasuringUnitPage')),
  '/apps/management/inventory/group': page(['inventory'], () => import('./features/inventory/InventoryGroupPage')),
  '/apps/management/inventory/purchases': page(['inventory'], () => import('./features/inventory/PurchasesPage')),
  '/apps/management/inventory/stockCounts': page(['inventory'], () => import('./features/inventory/StockCountsPage')),
  '/apps/management/inventory/reports': page(['inventory', 'reports'], () => import('./features/inventory/InventoryReportsPage')),
  '/apps/management/accountManagement/income': page(['accounts', 'checkout', 'pos'], () => import('./features/accounts/IncomePage')),
  '/apps/management/accountManagement/expenses': page(['accounts'], () => import('./features/accounts/ExpensesPage')),
  '/apps/management/accountManagement/customer': page(['accounts', 'catalogue'], () => import('./features/accounts/CustomerPage')),
  '/apps/management/accountManagement/suppliers': page(['accounts'], () => import('./features/accounts/AccountSuppliersPage')),
  '/apps/management/accountManagement/daybook': page(['accounts'], () => import('./features/accounts/DaybookPage')),
  '/apps/management/accountManagement/profitAndLoss': page(['accounts'], () => import('./features/accounts/ProfitLossPage')),
  '/apps/management/tableandspace': page(['catalogue'], () => import('./features/tables/TablesPage')),
  '/apps/management/tableandspace/space': page(['catalogue'], () => import('./features/tables/SpacePage')),
  '/apps/setting/AccountSetting': page(['identity', 'settings', 'setup'], () => import('./features/settings/AccountSettingPage')),
  '/apps/setting/restaurantSetting': page(['settings', 'setup'], () => import('./features/settings/RestaurantSettingPage')),
  '/apps/setting/printers': page(['printers'], () => import('./features/printers/PrintersPage')),
  '/apps/setting/Userrole': page(['settings', 'setup'], () => import('./features/settings/UserRolePage')),
  '/apps/setting/helpAndSupport': page([], () => import('./features/help/HelpAndSupportPage')),
  '/apps/setting/Subscription': page(['settings', 'setup'], () => import('./features/settings/SubscriptionPage')),
  '/apps/setting/restrox': page([], () => import('./features/help/RestroxPage')),
};

const element = (Component: Page) => <Component />;

/*
 * The layouts of signed-in screens (menu, top bar, search and what they use: popovers, drawers, the
 * stock badge…) are chunks of their own, loaded by the router with the first screen that needs them:
 * the sign-in pages and the initial JS go without them (web/vite.config.ts lists what else is split).
 */
const requireAbility = () => import('./components/RequireAbility').then((m) => ({ default: m.RequireAbility }));
const inventoryPlanGate = () => import('./features/inventory/InventoryPlanGate').then((m) => ({ default: m.InventoryPlanGate }));
const reservationsPlanGate = () => import('./features/reservations/ReservationsPlanGate').then((m) => ({ default: m.ReservationsPlanGate }));
/** The guards of those screens (abilities with CASL, the plan), rendered inside the layouts' Suspense. */
const RequireAbility = lazy(requireAbility);
const InventoryPlanGate = lazy(inventoryPlanGate);
const ReservationsPlanGate = lazy(reservationsPlanGate);
/** A layout's chunk; the guards' chunks load alongside (not after it). */
const layout = <C,>(load: () => Promise<C>) => () => {
  void Promise.all([requireAbility(), inventoryPlanGate(), reservationsPlanGate()]).catch(() => undefined);
  return load();
};
const appLayout = layout(() => import('./layout/AppLayout').then((m) => ({ Component: m.AppLayout })));
const fullScreenLayout = layout(() => import('./layout/FullScreenLayout').then((m) => ({ Component: m.FullScreenLayout })));

const LoginPage = page([], () => import('./features/auth/LoginPage'));
const RegisterPage = page([], () => import('./features/auth/RegisterPage'));
const ForgotPasswordPage = page([], () => import('./features/auth/ForgotPasswordPage'));
const ResetPasswordPage = page([], () => import('./features/auth/ResetPasswordPage'));
const VerifyEmailPage = page(['identity'], () => import('./features/auth/VerifyEmailPage'));
const TerminalPage = page(['staff'], () => import('./features/terminal/TerminalPage'));
const CreateRestaurantPage = page(['identity', 'setup'], () => import('./features/onboarding/CreateRestaurantPage'));
const InvitationsPage = page(['identity'], () => import('./features/onboarding/InvitationsPage'));
const CalendarPage = page(['reservations'], () => import('./features/calendar/CalendarPage'));
const InvoiceListPage = page(['accounts', 'checkout', 'pos'], () => import('./features/invoices/InvoiceListPage'));
const KdsPage = page(['checkout', 'pos', 'printers'], () => import('./features/kds/KdsPage'));
const PosTerminalPage = page(['accounts', 'catalogue', 'checkout', 'pos', 'printers', 'setup', 'staff'], () => import('./features/pos/terminal/PosTerminalPage'));
const ExpoPage = page(['checkout', 'pos'], () => import('./features/kds/expo/ExpoPage'));
const DriverPage = page(['reservations'], () => import('./features/delivery/DriverPage'));
const DispatchBoardPage = page(['reservations'], () => import('./features/delivery/DispatchBoardPage'));

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
        lazy: appLayout,
        children: [
          { path: '/restaurants/new', element: element(CreateRestaurantPage) },
          { path: '/invitations', element: element(InvitationsPage) },
          // A page that fails shows its error inside the layout: the menu stays, to go elsewhere.
          { element: <RequireRestaurant />, errorElement: <RouteError />, children: restaurantPages },
        ],
      },
      {
        element: <RequireRestaurant />,
        children: [{ lazy: fullScreenLayout, children: [{ path: '/kds', element: element(KdsPage) }, { path: '/kds/expo', element: element(ExpoPage) }, { path: '/driver', element: <ReservationsPlanGate feature="delivery">{element(DriverPage)}</ReservationsPlanGate> },
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
