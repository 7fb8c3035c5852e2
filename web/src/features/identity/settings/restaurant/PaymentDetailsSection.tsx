import { Section, SectionCard } from '@blueprintjs/core';
import { useRestaurantFields, type RestaurantSectionProps } from './useRestaurantFields';

/** The bank details clients pay invoices to: printed on every invoice PDF (the server checks the IBAN and BIC). */
export function PaymentDetailsSection(props: RestaurantSectionProps) {
  const { t, text } = useRestaurantFields(props);
  return (
    <Section title={t('settingsPages.restaurant.payment')} icon="bank-account">
      <SectionCard>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', columnGap: 16 }}>
          {text('bankName')}
          {text('iban')}
          {text('swiftBic')}
        </div>
      </SectionCard>
    </Section>
  );
}
