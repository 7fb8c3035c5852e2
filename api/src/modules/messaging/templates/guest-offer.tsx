import type { Brand } from './brand';
import { defineTemplate, type Strings } from './define-template';
import { GuestFooter, type GuestEmailData } from './guest-parts';
import { MailLayout, MailText } from './layout';

interface OfferData extends GuestEmailData {
  guestName: string;
  /** The offer in the restaurant's words (a line or a few). */
  text: string;
}

const strings: Strings<{ subject: (b: Brand) => string; greeting: (d: OfferData) => string }> = {
  en: { subject: (b) => `An offer from ${b.name}`, greeting: (d) => `Hi ${d.guestName},` },
  es: { subject: (b) => `Una oferta de ${b.name}`, greeting: (d) => `Hola ${d.guestName}:` },
};

/** A restaurant's offer to one of its customers: marketing, so an unsubscribed guest never gets it. */
export const guestOffer = defineTemplate<OfferData>({
  channel: 'email',
  render(data, brand) {
    const t = strings[brand.language];
    return {
      subject: t.subject(brand),
      body: (
        <MailLayout
          brand={brand}
          preview={data.text.slice(0, 120)}
          heading={t.subject(brand)}
          footer={<GuestFooter brand={brand} unsubscribePath={data.unsubscribePath} />}
        >
          <MailText>{t.greeting(data)}</MailText>
          {data.text.split(/\n+/).map((line, n) => (
            <MailText key={n}>{line}</MailText>
          ))}
        </MailLayout>
      ),
    };
  },
});
