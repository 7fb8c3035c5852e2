import type { PermissionKey } from './permissions';

/** A page of the product as the menu and the global search list it (the seed's route table). */
export interface NavPage {
  /** Stable id used by bookmarks. */
  id: string;
  group: NavGroup;
  title: string;
  route: string;
  icon: string;
  /** Permission needed to see the page (null: every member). */
  permission: PermissionKey | null;
  /** Shown to the restaurant's owner only, whatever a role grants (API keys). */
  ownerOnly?: boolean;
}

export const NAV_GROUPS = ['Pages', 'Menu', 'Inventory', 'Account', 'Table and Space', 'Setting'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

/** Results shown per group in the global search: 4, and 6 for Setting. */
export const SEARCH_GROUP_LIMITS: Record<NavGroup, number> = {
  Pages: 4,
  Menu: 4,
  Inventory: 4,
  Account: 4,
  'Table and Space': 4,
  Setting: 6,
};

export const NAV_PAGES: readonly NavPage[] = [
  { id: 'dashboard', group: 'Pages', title: 'Dashboard', route: '/', icon: 'dashboard', permission: null },
  { id: 'pos', group: 'Pages', title: 'POS', route: '/apps/pos', icon: 'shop', permission: 'orders' },
  {
    id: 'cash-drawer',
    group: 'Pages',
    title: 'Cash drawer',
    route: '/apps/cashDrawer',
    icon: 'dollar',
    permission: 'cashDrawer',
  },
  { id: 'chat', group: 'Pages', title: 'Team chat', route: '/apps/chat', icon: 'chat', permission: null },
  { id: 'reports', group: 'Pages', title: 'Reports', route: '/apps/reports', icon: 'chart', permission: 'reports' },
  {
    id: 'announcements',
    group: 'Pages',
    title: 'Announcements',
    route: '/apps/team/announcements',
    icon: 'volume-up',
    permission: null,
  },
  {
    id: 'activity',
    group: 'Pages',
    title: 'Activity',
    route: '/apps/activity',
    icon: 'history',
    permission: 'activity',
  },
  {
    id: 'digital-menu',
    group: 'Menu',
    title: 'Digital menu',
    route: '/apps/management/menuManagement/digitalMenu',
    icon: 'mobile-phone',
    permission: 'menu',
  },
  {
    id: 'guest-posts',
    group: 'Menu',
    title: 'Guest posts',
    route: '/apps/management/menuManagement/guestPosts',
    icon: 'star',
    permission: 'menu',
  },
  {
    id: 'all-dishes',
    group: 'Menu',
    title: 'All dishes',
    route: '/apps/management/menuManagement/allDishes',
    icon: 'properties',
    permission: 'menu',
  },
  {
    id: 'category',
    group: 'Menu',
    title: 'Category',
    route: '/apps/management/menuManagement/category',
    icon: 'tag',
    permission: 'menu',
  },
  {
    id: 'staff-management',
    group: 'Pages',
    title: 'Staff management',
    route: '/apps/management/staffManagement',
    icon: 'people',
    permission: 'staff',
  },
  {
    id: 'department',
    group: 'Pages',
    title: 'Department',
    route: '/apps/management/department',
    icon: 'office',
    permission: 'departments',
  },
  { id: 'time-clock', group: 'Pages', title: 'Time clock', route: '/apps/timeClock', icon: 'time', permission: null },
  { id: 'checklists', group: 'Pages', title: 'Checklists', route: '/apps/checklists', icon: 'form', permission: null },
  {
    id: 'schedule',
    group: 'Pages',
    title: 'Schedule',
    route: '/apps/management/schedule',
    icon: 'timeline-events',
    permission: null,
  },
  {
    id: 'inventory-list',
    group: 'Inventory',
    title: 'Inventory list',
    route: '/apps/management/inventory/inventoryList',
    icon: 'box',
    permission: 'inventory',
  },
  {
    id: 'inventory-suppliers',
    group: 'Inventory',
    title: 'Suppliers',
    route: '/apps/management/inventory/suppliers',
    icon: 'truck',
    permission: 'inventory',
  },
  {
    id: 'measuring-unit',
    group: 'Inventory',
    title: 'Measuring unit',
    route: '/apps/management/inventory/measuringUnit',
    icon: 'numerical',
    permission: 'inventory',
  },
  {
    id: 'inventory-group',
    group: 'Inventory',
    title: 'Group',
    route: '/apps/management/inventory/group',
    icon: 'group-objects',
    permission: 'inventory',
  },
  {
    id: 'inventory-purchases',
    group: 'Inventory',
    title: 'Purchases',
    route: '/apps/management/inventory/purchases',
    icon: 'shopping-cart',
    permission: 'inventory',
  },
  {
    id: 'inventory-reports',
    group: 'Inventory',
    title: 'Inventory reports',
    route: '/apps/management/inventory/reports',
    icon: 'chart',
    permission: 'inventory',
  },
  {
    id: 'stock-counts',
    group: 'Inventory',
    title: 'Stock counts',
    route: '/apps/management/inventory/stockCounts',
    icon: 'clipboard',
    permission: 'inventory',
  },
  {
    id: 'income',
    group: 'Account',
    title: 'Income',
    route: '/apps/management/accountManagement/income',
    icon: 'trending-up',
    permission: 'income',
  },
  {
    id: 'expenses',
    group: 'Account',
    title: 'Expenses',
    route: '/apps/management/accountManagement/expenses',
    icon: 'trending-down',
    permission: 'expenses',
  },
  {
    id: 'customer',
    group: 'Account',
    title: 'Customer',
    route: '/apps/management/accountManagement/customer',
    icon: 'person',
    permission: 'customers',
  },
  {
    id: 'daybook',
    group: 'Account',
    title: 'Daybook',
    route: '/apps/management/accountManagement/daybook',
    icon: 'book',
    permission: 'income',
  },
  {
    id: 'profit-and-loss',
    group: 'Account',
    title: 'Profit & loss',
    route: '/apps/management/accountManagement/profitAndLoss',
    icon: 'timeline-bar-chart',
    permission: 'income',
  },
  {
    id: 'account-suppliers',
    group: 'Account',
    title: 'Suppliers',
    route: '/apps/management/accountManagement/suppliers',
    icon: 'truck',
    permission: 'expenses',
  },
  {
    id: 'tables',
    group: 'Table and Space',
    title: 'Tables',
    route: '/apps/management/tableandspace',
    icon: 'grid-view',
    permission: 'tables',
  },
  {
    id: 'space',
    group: 'Table and Space',
    title: 'Space',
    route: '/apps/management/tableandspace/space',
    icon: 'layout-grid',
    permission: 'tables',
  },
  {
    id: 'account-setting',
    group: 'Setting',
    title: 'Account setting',
    route: '/apps/setting/AccountSetting',
    icon: 'user',
    permission: null,
  },
  {
    id: 'restaurant-setting',
    group: 'Setting',
    title: 'Restaurant setting',
    route: '/apps/setting/restaurantSetting',
    icon: 'cog',
    permission: 'restaurant',
  },
  {
    id: 'printers',
    group: 'Setting',
    title: 'Printers',
    route: '/apps/setting/printers',
    icon: 'print',
    permission: 'restaurant',
  },
  {
    id: 'webhooks',
    group: 'Setting',
    title: 'Webhooks',
    route: '/apps/setting/webhooks',
    icon: 'send-to-graph',
    permission: 'restaurant',
  },
  {
    id: 'sent-messages',
    group: 'Setting',
    title: 'Sent messages',
    route: '/apps/setting/messages',
    icon: 'envelope',
    permission: 'messages',
  },
  {
    id: 'user-role',
    group: 'Setting',
    title: 'User role',
    route: '/apps/setting/Userrole',
    icon: 'key',
    permission: 'roles',
  },
  {
    id: 'api-keys',
    group: 'Setting',
    title: 'API keys',
    route: '/apps/setting/apiKeys',
    icon: 'key',
    permission: 'roles',
    ownerOnly: true,
  },
  {
    id: 'help-and-support',
    group: 'Setting',
    title: 'Help and support',
    route: '/apps/setting/helpAndSupport',
    icon: 'help',
    permission: null,
  },
  {
    id: 'subscription',
    group: 'Setting',
    title: 'Subscription',
    route: '/apps/setting/Subscription',
    icon: 'credit-card',
    permission: 'roles',
  },
  {
    id: 'restrox',
    group: 'Setting',
    title: 'Restrox',
    route: '/apps/setting/restrox',
    icon: 'info-sign',
    permission: null,
  },
];

/** The global search: case-insensitive substring on the title, grouped, limited per group. */
export function searchPages(
  query: string,
  pages: readonly NavPage[] = NAV_PAGES,
): { group: NavGroup; items: NavPage[] }[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return NAV_GROUPS.map((group) => ({
    group,
    items: pages
      .filter((p) => p.group === group && p.title.toLowerCase().includes(q))
      .slice(0, SEARCH_GROUP_LIMITS[group]),
  })).filter((g) => g.items.length > 0);
}
