/**
 * The permission catalogue: what a role can be allowed to do, grouped by module as the role editor
 * shows it. `level` permissions are none/view/edit; `switch` permissions are none/edit (on/off).
 * Server (enforcement) and client (what to show) derive CASL rules from the same table.
 */
export const PERMISSION_GROUPS = [
  {
    key: 'management',
    label: 'Management',
    permissions: [
      {
        key: 'restaurant',
        label: 'Management',
        kind: 'level',
        hint: 'Restaurant profile, opening, order confirmation',
      },
      {
        key: 'roles',
        label: 'Manage Billing & Roles',
        kind: 'switch',
        hint: 'Roles, permissions and the subscription',
      },
      { key: 'staff', label: 'Add & Remove Users', kind: 'level', hint: 'Invite, deactivate and remove staff' },
      // The specification's "Project Planning": who works where and when (departments and the shift schedule).
      {
        key: 'departments',
        label: 'Project Planning',
        kind: 'level',
        hint: 'Departments and the shift schedule: who works where, and when',
      },
      { key: 'tasks', label: "Manage Others' Tasks", kind: 'switch', hint: 'Opening, closing and prep checklists' },
      { key: 'activity', label: 'Activity log', kind: 'level' },
      // The specification's "Manage Email Sequences": the messages the restaurant sends its guests.
      {
        key: 'messages',
        label: 'Manage Email Sequences',
        kind: 'switch',
        hint: 'The emails and texts sent to guests (confirmations, reminders, offers): what went out, to whom, and failures',
      },
      {
        key: 'announcements',
        label: 'Write announcements',
        kind: 'switch',
        hint: 'Announcements and guides for the team, and who has read them',
      },
    ],
  },
  {
    key: 'pos',
    label: 'POS',
    permissions: [
      { key: 'orders', label: 'Take orders', kind: 'level' },
      { key: 'orders.void', label: 'Void items', kind: 'switch' },
      { key: 'bills.discount', label: 'Apply discounts', kind: 'switch' },
      { key: 'payments', label: 'Take payments', kind: 'switch' },
      { key: 'payments.refund', label: 'Refund payments', kind: 'switch' },
      { key: 'cashDrawer', label: 'Cash drawer', kind: 'switch' },
    ],
  },
  {
    key: 'kitchen',
    label: 'Kitchen',
    permissions: [{ key: 'kitchen', label: 'Kitchen display', kind: 'level' }],
  },
  {
    key: 'menu',
    label: 'Menu',
    permissions: [{ key: 'menu', label: 'Manage menu', kind: 'level' }],
  },
  {
    key: 'floor',
    label: 'Tables and reservations',
    permissions: [
      { key: 'tables', label: 'Tables and spaces', kind: 'level' },
      { key: 'reservations', label: 'Reservations', kind: 'level' },
      {
        key: 'reservations.overCapacity',
        label: 'Book over table capacity',
        kind: 'switch',
        hint: 'Accept a party larger than the chosen tables seat',
      },
    ],
  },
  {
    key: 'delivery',
    label: 'Delivery',
    permissions: [
      { key: 'delivery', label: 'Dispatch deliveries', kind: 'level' },
      { key: 'delivery.drive', label: 'Drive deliveries', kind: 'switch' },
    ],
  },
  {
    key: 'inventory',
    label: 'Inventory',
    permissions: [
      {
        key: 'inventory',
        label: 'Manage inventory',
        kind: 'level',
        hint: 'Items, units, suppliers, recipes, counts and purchase drafts',
      },
      {
        key: 'purchases.approve',
        label: 'Approve purchase orders',
        kind: 'switch',
        hint: 'Send a purchase order to its supplier',
      },
    ],
  },
  {
    key: 'accounts',
    label: 'Accounts',
    permissions: [
      { key: 'income', label: 'Financial Management', kind: 'level', hint: 'Bills, invoices and income' },
      { key: 'expenses', label: 'Expenses', kind: 'level' },
      { key: 'customers', label: 'Client Communication', kind: 'level', hint: 'Customers and their history' },
      { key: 'reports', label: 'View reports', kind: 'switch' },
    ],
  },
] as const satisfies readonly PermissionGroup[];

/** A permission group of the role editor. */
export interface PermissionGroup {
  key: string;
  label: string;
  permissions: readonly { key: string; label: string; kind: 'level' | 'switch'; hint?: string }[];
}

/** Every permission key. */
export type PermissionKey = (typeof PERMISSION_GROUPS)[number]['permissions'][number]['key'];
/** The value a role gives one permission. */
export type PermissionLevel = 'none' | 'view' | 'edit';
/** A role's permission tree: key → level (missing keys are 'none'). */
export type PermissionMap = Partial<Record<PermissionKey, PermissionLevel>>;

export const PERMISSION_KEYS: readonly PermissionKey[] = PERMISSION_GROUPS.flatMap((g) =>
  g.permissions.map((p) => p.key),
);

/** A CASL raw rule as sent to the client (`ability`). */
export interface AbilityRule {
  action: string;
  subject: string;
}

/** CASL rules for a member: Owner manages all; others get view/edit per permission. */
export function abilityRules(permissions: PermissionMap, isOwner: boolean): AbilityRule[] {
  if (isOwner) return [{ action: 'manage', subject: 'all' }];
  const rules: AbilityRule[] = [];
  for (const key of PERMISSION_KEYS) {
    const level = permissions[key] ?? 'none';
    if (level === 'view' || level === 'edit') rules.push({ action: 'view', subject: key });
    if (level === 'edit') rules.push({ action: 'edit', subject: key });
  }
  return rules;
}

/** True when the permission map allows `action` on `key` (edit implies view). */
export function allows(
  permissions: PermissionMap,
  isOwner: boolean,
  action: 'view' | 'edit',
  key: PermissionKey,
): boolean {
  if (isOwner) return true;
  const level = permissions[key] ?? 'none';
  return action === 'view' ? level !== 'none' : level === 'edit';
}

/**
 * The specification's "Only View": a starting point for a custom role that sees every screen its
 * permissions cover and changes nothing (every level permission at view, every switch off).
 */
export const ONLY_VIEW_PERMISSIONS: PermissionMap = Object.fromEntries(
  PERMISSION_GROUPS.flatMap((g) =>
    g.permissions.map((p): [PermissionKey, PermissionLevel] => [p.key, p.kind === 'level' ? 'view' : 'none']),
  ),
);

/** The system roles every restaurant gets, with their default permission trees. */
export const SYSTEM_ROLES = {
  owner: { name: 'Owner', icon: 'crown', permissions: {} as PermissionMap },
  manager: {
    name: 'Manager',
    icon: 'person',
    permissions: Object.fromEntries(PERMISSION_KEYS.map((k) => [k, 'edit'])) as PermissionMap,
  },
  cashier: {
    name: 'Cashier',
    icon: 'bank-account',
    permissions: {
      orders: 'edit',
      'bills.discount': 'edit',
      payments: 'edit',
      cashDrawer: 'edit',
      income: 'edit',
      customers: 'edit',
      tables: 'view',
      reservations: 'view',
      menu: 'view',
      kitchen: 'view',
      activity: 'view',
    } as PermissionMap,
  },
  waiter: {
    name: 'Waiter',
    icon: 'person',
    permissions: {
      orders: 'edit',
      tables: 'edit',
      reservations: 'edit',
      menu: 'view',
      customers: 'view',
      kitchen: 'view',
    } as PermissionMap,
  },
  chef: {
    name: 'Chef',
    icon: 'flame',
    permissions: { kitchen: 'edit', menu: 'edit', inventory: 'view', orders: 'view' } as PermissionMap,
  },
  delivery: {
    name: 'Delivery',
    icon: 'drive-time',
    // No `orders`: a driver reads the orders of the deliveries assigned to them, through `delivery.drive`.
    permissions: { 'delivery.drive': 'edit' } as PermissionMap,
  },
} as const;

export type SystemRoleKey = keyof typeof SYSTEM_ROLES;
