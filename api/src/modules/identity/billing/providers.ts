import type { BillingConfig } from '../../../config';
import type { BillingProvider } from './billing-provider';
import { stripeBillingProvider } from './stripe-provider';
import { testBillingProvider } from './test-provider';

/** The deployment's billing provider: Stripe when configured, else the test provider (no money moves). */
export function billingProviderOf(config: BillingConfig, secret: string): BillingProvider {
  return config.stripe ? stripeBillingProvider(config.stripe) : testBillingProvider(secret);
}
