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

/** How often a paid plan is billed. */
export const BILLING_PERIODS = ['month', 'year'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** The plans a restaurant can buy through checkout (Enterprise is sold by contact). */
export const PAID_PLANS = ['premium'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];

/** One price of a plan: minor units of `currency` per billing period. */
export interface PlanPrice {
  amount: number;
  currency: string;
}

/**
 * The price list, read by the server (what a checkout charges, what an invoice says) and by the
 * pricing page (PRODUCT.md "Plans"): Basic is free, Premium 19.00 a month or 190.00 a year (two
 * months free), Enterprise by contact with sales (null).
 */
export const PLAN_PRICES: Record<Plan, Record<BillingPeriod, PlanPrice> | null> = {
  basic: { month: { amount: 0, currency: 'EUR' }, year: { amount: 0, currency: 'EUR' } },
  premium: { month: { amount: 19_00, currency: 'EUR' }, year: { amount: 190_00, currency: 'EUR' } },
  enterprise: null,
};

/** The spec's pricing-plan shape of a paid plan: its monthly price, and the yearly one as per month and in total. */
export function pricingOf(plan: Plan) {
  const prices = PLAN_PRICES[plan];
  if (!prices) return null;
  return {
    currency: prices.month.currency,
    monthlyPrice: prices.month.amount,
    yearlyPlan: { perMonth: Math.round(prices.year.amount / 12), totalAnnual: prices.year.amount },
  };
}

/**
 * The longest report period (days) a Basic restaurant reads: a quarter. Longer periods are
 * "annual reports" (PRODUCT.md: Premium only), on every report and every export.
 */
export const BASIC_REPORT_DAYS = 92;
