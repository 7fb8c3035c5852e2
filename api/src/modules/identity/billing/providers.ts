import type { BillingConfig } from '../../../config';
import type { BillingProvider } from './billing-provider';
import { stripeBillingProvider } from './stripe-provider';
import { testBillingProvider } from './test-provider';

/**
 * No provider: the deployment sells no plan (`openCheckout` refuses before writing anything), and
 * no notification is its. A subscription bought earlier is cancelled here and ends at its period's end.
 */
const noBillingProvider: BillingProvider = {
  id: 'none',
  createCheckout: () => Promise.reject(new Error('this deployment sells no plan')),
  cancel: async () => {},
  resume: async () => {},
  parseWebhook: () => null,
};

/** The deployment's billing provider: Stripe when configured, else the test provider where allowed, else none. */
export function billingProviderOf(config: BillingConfig, secret: string): BillingProvider {
  if (config.stripe) return stripeBillingProvider(config.stripe);
  return config.testProvider ? testBillingProvider(secret) : noBillingProvider;
}
