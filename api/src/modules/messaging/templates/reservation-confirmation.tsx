import { linkTo, type Brand } from './brand';
import { defineTemplate, type Strings } from './define-template';
import { formatWhen, GuestFooter, type GuestEmailData } from './guest-parts';
import { MailAction, MailLayout, MailText } from './layout';
import { reservationIcs } from './reservation-ics';

/** A booking as its guest's messages tell it. */
export interface BookingData {
  reservationId: string;
  guestName: string;
  partySize: number;
  startsAt: string;
  endsAt: string;
  timeZone: string;
  /** The manage-my-booking page (`/reservation/<token>`). */
  managePath: string;
}

const strings: Strings<{
  subject: (b: Brand) => string;
  heading: string;
  body: (d: BookingData, b: Brand, when: string) => string;
  action: string;
  calendar: string;
}> = {
  en: {
    subject: (b) => `Your table at ${b.name} is booked`,
    heading: 'Your booking is confirmed',
    body: (d, b, when) =>
      `Hi ${d.guestName}, we have a table for ${d.partySize} at ${b.name} on ${when}. We look forward to seeing you.`,
    action: 'Change or cancel the booking',
    calendar: 'The attached file adds it to your calendar.',
  },
  es: {
    subject: (b) => `Tu mesa en ${b.name} está reservada`,
    heading: 'Tu reserva está confirmada',
    body: (d, b, when) =>
      `Hola ${d.guestName}, tenemos una mesa para ${d.partySize} en ${b.name} el ${when}. Te esperamos.`,
    action: 'Cambiar o cancelar la reserva',
    calendar: 'El archivo adjunto la añade a tu calendario.',
  },
};

/** A booking confirmed to its guest by email, with an `.ics` file and the manage-my-booking link. */
export const reservationConfirmation = defineTemplate<BookingData & GuestEmailData>({
  channel: 'email',
  render(data, brand) {
    const t = strings[brand.language];
    const when = formatWhen(data.startsAt, data.timeZone, brand.language);
    const manage = linkTo(brand, data.managePath);
    return {
      subject: t.subject(brand),
      body: (
        <MailLayout
          brand={brand}
          preview={t.subject(brand)}
          heading={t.heading}
          footer={<GuestFooter brand={brand} unsubscribePath={data.unsubscribePath} />}
        >
          <MailText>{t.body(data, brand, when)}</MailText>
          <MailAction href={manage} label={t.action} />
          <MailText>{t.calendar}</MailText>
        </MailLayout>
      ),
      attachments: [
        reservationIcs({
          uid: `${data.reservationId}@restaurant-os`,
          title: brand.name,
          description: `${t.body(data, brand, when)}\n${manage}`,
          startsAt: data.startsAt,
          endsAt: data.endsAt,
        }),
      ],
    };
  },
});

const sms: Strings<(d: BookingData, b: Brand, when: string, link: string) => string> = {
  en: (d, b, when, link) => `${b.name}: table for ${d.partySize} booked on ${when}. Change or cancel: ${link}`,
  es: (d, b, when, link) => `${b.name}: mesa para ${d.partySize} reservada el ${when}. Cambiar o cancelar: ${link}`,
};

/** The same confirmation by SMS, for a booking with a phone number and no email. */
export const reservationConfirmationSms = defineTemplate<BookingData>({
  channel: 'sms',
  render(data, brand) {
    const when = formatWhen(data.startsAt, data.timeZone, brand.language);
    return { text: sms[brand.language](data, brand, when, linkTo(brand, data.managePath)) };
  },
});
