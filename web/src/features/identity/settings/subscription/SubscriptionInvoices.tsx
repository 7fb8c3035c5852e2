import { Button, H4, HTMLTable, Intent, Tag } from '@blueprintjs/core';
import { routes } from '@ros/shared-events';
import { useTranslation } from 'react-i18next';
import { saveDownload, useDownloadMutation } from '../../../../api/downloads.api';
import { urlOf } from '../../../../api/operation';
import { toastError } from '../../../../app/toaster';
import { useListSubscriptionInvoicesQuery, type SubscriptionInvoice } from './billing.api';
import { formatDay, formatPrice } from './format';

/** The subscription's invoices, newest first, each downloadable as PDF. */
export function SubscriptionInvoices({ rid }: { rid: string }) {
  const { t, i18n } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`settingsPages.subscription.${key}`, values);
  const { data: invoices = [] } = useListSubscriptionInvoicesQuery(rid);
  const [download] = useDownloadMutation();
  const lang = i18n.language;

  const handleDownload = async (invoice: SubscriptionInvoice) => {
    try {
      const file = await download(
        urlOf(routes.getSubscriptionInvoicePdf, { restaurantId: rid, subscriptionInvoiceId: invoice.id }),
      ).unwrap();
      saveDownload(file, `${invoice.number}.pdf`);
    } catch (err) {
      void toastError(err);
    }
  };

  return (
    <section aria-labelledby="subscription-invoices">
      <H4 id="subscription-invoices">{s('invoices')}</H4>
      {invoices.length === 0 ? (
        <p>{s('noInvoices')}</p>
      ) : (
        <HTMLTable striped style={{ width: '100%' }} aria-labelledby="subscription-invoices">
          <thead>
            <tr>
              <th>{s('number')}</th>
              <th>{s('invoicePeriod')}</th>
              <th>{s('amount')}</th>
              <th>{s('invoiceStatus')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {invoices.map((inv) => (
              <tr key={inv.id}>
                <td>{inv.number}</td>
                <td>
                  {formatDay(inv.periodStart, lang)} – {formatDay(inv.periodEnd, lang)}
                </td>
                <td>{formatPrice(inv.amount, inv.currency, lang)}</td>
                <td>
                  <Tag minimal intent={inv.status === 'paid' ? Intent.SUCCESS : Intent.DANGER}>
                    {s(inv.status)}
                  </Tag>
                </td>
                <td>
                  <Button
                    small
                    icon="download"
                    aria-label={s('download', { number: inv.number })}
                    onClick={() => void handleDownload(inv)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
    </section>
  );
}
