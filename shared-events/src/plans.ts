/** Subscription plans and what each unlocks (PRODUCT.md "Plans"). */
export const PLANS = ['basic', 'premium', 'enterprise'] as const;
export type Plan = (typeof PLANS)[number];

/** Features only Premium and Enterprise have; Basic gets `plan_required`. */
export const PREMIUM_FEATURES = [
  'multipleRestaurants',
  'inventory',
  'unlimitedMenus',
  'unlimitedSpaces',
  'delivery',
  'reservations',
  'customRoles',
  'annualReports',
] as const;
export type PremiumFeature = (typeof PREMIUM_FEATURES)[number];

/** Basic plan limits for countable things. */
export const BASIC_LIMITS = { menus: 2, spaces: 2, restaurantsPerOwner: 1 } as const;

export const planAllows = (plan: Plan, _feature: PremiumFeature): boolean => plan !== 'basic';
