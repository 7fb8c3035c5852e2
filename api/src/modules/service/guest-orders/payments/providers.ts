import type { PaymentProviders, PaymentProvider } from './payment-provider';
import { testPaymentProvider } from './test-provider';

/** The providers this deployment offers: the test one when switched on (a real one is added here). */
export function paymentProviders(options: { testPayments: boolean; secret: string }): PaymentProviders {
  const all: PaymentProvider[] = options.testPayments ? [testPaymentProvider(options.secret)] : [];
  return new Map(all.map((p) => [p.id, p]));
}
