import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AuthLayout } from './app/layout/AuthLayout';
import { RequireAuth, RequireGuest, RequireRestaurant } from './app/layout/RouteGuards';
import { RouteError } from './app/layout/RouteError';
import { withAreas } from './i18n';

type Page = LazyExoticComponent<ComponentType>;
/** A page's chunk, rendered once it and the strings of its areas (`i18n/locales/<lng>.<area>.json`) are loaded. */
const page = (areas: readonly string[], load: () => Promise<{ default: ComponentType }>): Page =>
  lazy(withAreas(areas, load));

/** Every page of the menu and search (NAV_PAGES, app/navigation), by route; each is its own chunk. */
export const NAV_PAGE_COMPONENTS: Record<string, Page> = {
  '/': page(
    ['accounts', 'checkout', 'pos', 'reports', 'setup'],
    () => import('./features/insight/dashboard/DashboardPage'),
  ),
  '/apps/pos': page(
    ['accounts', 'catalogue', 'checkout', 'pos', 'printers', 'setup', 'staff', 'team'],
    () => import('./features/service/pos/PosPage'),
  ),
  '/apps/cashDrawer': page(['cash'], () => import('./features/service/cash-drawer/CashDrawerPage')),
  '/apps/activity': page(['events', 'settings', 'setup'], () => import('./features/insight/activity/ActivityPage')),
  '/apps/reports': page(['reports'], () => import('./features/insight/reports/ReportsPage')),
  '/apps/chat': page(['team'], () => import('./features/team/chat/ChatPage')),
  '/apps/management/menuManagement/digitalMenu': page(
    ['catalogue'],
    () => import('./features/menu/menu/DigitalMenuPage'),
  ),
  '/apps/management/menuManagement/allDishes': page(
    ['catalogue', 'inventory'],
    () => import('./features/menu/menu/AllDishesPage'),
  ),
  '/apps/management/menuManagement/category': page(['catalogue'], () => import('./features/menu/menu/CategoryPage')),
  '/apps/management/staffManagement': page(
    ['settings', 'setup'],
    () => import('./features/people/staff/StaffManagementPage'),
  ),
  '/apps/management/department': page(['staff'], () => import('./features/people/departments/DepartmentPage')),
  '/apps/timeClock': page(['reports', 'staff'], () => import('./features/people/timeclock/TimeClockPage')),
  '/apps/checklists': page(['checklists'], () => import('./features/team/checklists/ChecklistsPage')),
  '/apps/management/schedule': page(['staff'], () => import('./features/people/schedule/SchedulePage')),
  '/apps/management/inventory/inventoryList': page(
    ['inventory'],
    () => import('./features/back-office/inventory/InventoryListPage'),
  ),
  '/apps/management/inventory/suppliers': page(
    ['inventory'],
    () => import('./features/back-office/inventory/InventorySuppliersPage'),
  ),
  '/apps/management/inventory/measuringUnit': page(
    ['inventory'],
    () => import('./features/back-office/inventory/MeasuringUnitPage'),
  ),
  '/apps/management/inventory/group': page(
    ['inventory'],
    () => import('./features/back-office/inventory/InventoryGroupPage'),
  ),
  '/apps/management/inventory/purchases': page(
    ['inventory'],
    () => import('./features/back-office/inventory/PurchasesPage'),
  ),
  '/apps/management/inventory/stockCounts': page(
    ['inventory'],
    () => import('./features/back-office/inventory/StockCountsPage'),
  ),
  '/apps/management/inventory/reports': page(
    ['inventory', 'reports'],
    () => import('./features/back-office/inventory/InventoryReportsPage'),
  ),
  '/apps/management/accountManagement/income': page(
    ['accounts', 'checkout', 'pos'],
    () => import('./features/service/invoices/IncomePage'),
  ),
  '/apps/management/accountManagement/expenses': page(
    ['accounts'],
    () => import('./features/back-office/accounts/ExpensesPage'),
  ),
  '/apps/management/accountManagement/customer': page(
    ['accounts', 'catalogue'],
    () => import('./features/service/customers/CustomerPage'),
  ),
  '/apps/management/accountManagement/suppliers': page(
    ['accounts'],
    () => import('./features/back-office/accounts/AccountSuppliersPage'),
  ),
  '/apps/management/accountManagement/daybook': page(
    ['accounts'],
    () => import('./features/back-office/accounts/DaybookPage'),
  ),
  '/apps/management/accountManagement/profitAndLoss': page(
    ['accounts'],
    () => import('./features/back-office/accounts/ProfitLossPage'),
  ),
  '/apps/management/tableandspace': page(['catalogue'], () => import('./features/service/tables/TablesPage')),
  '/apps/management/tableandspace/space': page(['catalogue'], () => import('./features/service/tables/SpacePage')),
  '/apps/setting/AccountSetting': page(
    ['identity', 'settings', 'setup'],
    () => import('./features/identity/settings/AccountSettingPage'),
  ),
  '/apps/setting/restaurantSetting': page(
    ['settings', 'setup'],
    () => import('./features/identity/settings/RestaurantSettingPage'),
  ),
  '/apps/setting/printers': page(['printers'], () => import('./features/service/printers/PrintersPage')),
  '/apps/setting/webhooks': page(['webhooks'], () => import('./features/integrations/webhooks/WebhooksPage')),
  '/apps/setting/messages': page(['messages'], () => import('./features/messaging/sent-messages/SentMessagesPage')),
  '/apps/team/announcements': page(['team'], () => import('./features/team/announcements/AnnouncementsPage')),
  '/apps/management/menuManagement/guestPosts': page(
    ['team'],
    () => import('./features/team/guest-posts/GuestPostsPage'),
  ),
  '/apps/setting/Userrole': page(['settings', 'setup'], () => import('./features/identity/settings/UserRolePage')),
  '/apps/setting/apiKeys': page(['settings'], () => import('./features/identity/settings/ApiKeysPage')),
  '/apps/setting/helpAndSupport': page([], () => import('./features/identity/help/HelpAndSupportPage')),
  '/apps/setting/Subscription': page(
    ['settings', 'setup'],
    () => import('./features/identity/settings/SubscriptionPage'),
  ),
  '/apps/setting/restrox': page([], () => import('./features/identity/help/RestroxPage')),
};

const element = (Component: Page) => <Component />;

/*
 * The layouts of signed-in screens (menu, top bar, search and what they use: popovers, drawers, the
 * stock badge…) are chunks of their own, loaded by the router with the first screen that needs them:
 * the sign-in pages and the initial JS go without them (web/vite.config.ts lists what else is split).
 */
const requireAbility = () => import('./components/RequireAbility').then((m) => ({ default: m.RequireAbility }));
const reservationsPlanGate = () =>
  import('./features/service/reservations/ReservationsPlanGate').then((m) => ({ default: m.ReservationsPlanGate }));
const navPageGuard = () => import('./app/layout/NavPageGuard').then((m) => ({ default: m.NavPageGuard }));
/** The guards of those screens (abilities with CASL, the plan), rendered inside the layouts' Suspense. */
const RequireAbility = lazy(requireAbility);
const ReservationsPlanGate = lazy(reservationsPlanGate);
const NavPageGuard = lazy(navPageGuard);
/** A layout's chunk; the guards' chunks load alongside (not after it). */
const layout =
  <C,>(load: () => Promise<C>) =>
  () => {
    void Promise.all([requireAbility(), reservationsPlanGate(), navPageGuard()]).catch(() => undefined);
    return load();
  };
const appLayout = layout(() => import('./app/layout/AppLayout').then((m) => ({ Component: m.AppLayout })));
const fullScreenLayout = layout(() =>
  import('./app/layout/FullScreenLayout').then((m) => ({ Component: m.FullScreenLayout })),
);

const LoginPage = page([], () => import('./features/identity/auth/LoginPage'));
const RegisterPage = page([], () => import('./features/identity/auth/RegisterPage'));
const ForgotPasswordPage = page([], () => import('./features/identity/auth/ForgotPasswordPage'));
const ResetPasswordPage = page([], () => import('./features/identity/auth/ResetPasswordPage'));
const VerifyEmailPage = page(['identity'], () => import('./features/identity/auth/VerifyEmailPage'));
const TerminalPage = page(['staff'], () => import('./features/service/terminal/TerminalPage'));
const CreateRestaurantPage = page(
  ['identity', 'setup'],
  () => import('./features/identity/onboarding/CreateRestaurantPage'),
);
const TestCheckoutPage = page(['settings'], () => import('./features/identity/settings/subscription/TestCheckoutPage'));
const InvitationsPage = page(['identity'], () => import('./features/identity/onboarding/InvitationsPage'));
const CalendarPage = page(['reservations'], () => import('./features/people/calendar/CalendarPage'));
const InvoiceListPage = page(
  ['accounts', 'checkout', 'pos'],
  () => import('./features/service/invoices/InvoiceListPage'),
);
const KdsPage = page(['checkout', 'pos', 'printers', 'team'], () => import('./features/service/kds/KdsPage'));
const PosTerminalPage = page(
  ['accounts', 'catalogue', 'checkout', 'pos', 'printers', 'setup', 'staff', 'team'],
  () => import('./features/service/pos/terminal/PosTerminalPage'),
);
const ExpoPage = page(['checkout', 'pos'], () => import('./features/service/kds/expo/ExpoPage'));
const ProfilePage = page(['staff'], () => import('./features/people/profile/ProfilePage'));
const DriverPage = page(['reservations'], () => import('./features/service/delivery/DriverPage'));
const DispatchBoardPage = page(['reservations'], () => import('./features/service/delivery/DispatchBoardPage'));

/** Pages inside the restaurant layout (need a current restaurant). */
const restaurantPages: RouteObject[] = [
  // Pages hidden from the menu are also refused by URL (the API enforces it regardless).
  ...Object.entries(NAV_PAGE_COMPONENTS).map(([path, Component]) => ({
    path,
    element: <NavPageGuard route={path}>{element(Component)}</NavPageGuard>,
  })),
  {
    path: '/apps/calendar',
    element: (
      <RequireAbility subject="reservations">
        <ReservationsPlanGate feature="reservations">{element(CalendarPage)}</ReservationsPlanGate>
      </RequireAbility>
    ),
  },
  {
    path: '/apps/delivery',
    element: (
      <RequireAbility subject="delivery">
        <ReservationsPlanGate feature="delivery">{element(DispatchBoardPage)}</ReservationsPlanGate>
      </RequireAbility>
    ),
  },
  { path: '/apps/invoice/list', element: <RequireAbility subject="income">{element(InvoiceListPage)}</RequireAbility> },
  // Every member has a profile; what a colleague's card shows is decided by the API.
  { path: '/apps/profile', element: element(ProfilePage) },
  { path: '/apps/profile/:memberId', element: element(ProfilePage) },
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
      // The test billing provider's checkout page: a provider's hosted page, so no sign-in needed.
      { path: '/billing/test-checkout/:checkoutId', element: element(TestCheckoutPage) },
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
        children: [
          {
            lazy: fullScreenLayout,
            children: [
              { path: '/kds', element: element(KdsPage) },
              { path: '/kds/expo', element: element(ExpoPage) },
              {
                path: '/driver',
                element: <ReservationsPlanGate feature="delivery">{element(DriverPage)}</ReservationsPlanGate>,
              },
              { path: '/pos', element: <RequireAbility subject="orders">{element(PosTerminalPage)}</RequireAbility> },
              {
                path: '/kiosk/pos',
                element: <RequireAbility subject="orders">{element(PosTerminalPage)}</RequireAbility>,
              },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to="/" replace /> },
];

/** Every route, under one that shows a failed page's error (full screen) instead of the router's own. */
export const routes: RouteObject[] = [{ errorElement: <RouteError />, children: appRoutes }];

export const createAppRouter = () => createBrowserRouter(routes);
