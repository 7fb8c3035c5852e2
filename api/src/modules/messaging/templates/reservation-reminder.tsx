import { linkTo, type Brand } from './brand';
import { defineTemplate, type Strings } from './define-template';
import { formatWhen, GuestFooter, type GuestEmailData } from './guest-parts';
import { MailAction, MailLayout, MailText } from './layout';
import type { BookingData } from './reservation-confirmation';

const strings: Strings<{
  subject: (b: Brand) => string;
  body: (d: BookingData, b: Brand, when: string) => string;
  action: string;
  sms: (d: BookingData, b: Brand, when: string, link: string) => string;
}> = {
  en: {
    subject: (b) => `Reminder: your table at ${b.name}`,
    body: (d, b, when) =>
      `Hi ${d.guestName}, this is a reminder of your table for ${d.partySize} at ${b.name} on ${when}.`,
    action: 'Change or cancel the booking',
    sms: (d, b, when, link) =>
      `Hi ${d.guestName}, this is a reminder of your reservation for ${d.partySize} at ${b.name} on ${when}. Change or cancel: ${link}`,
  },
  es: {
    subject: (b) => `Recordatorio: tu mesa en ${b.name}`,
    body: (d, b, when) => `Hola ${d.guestName}, te recordamos tu mesa para ${d.partySize} en ${b.name} el ${when}.`,
    action: 'Cambiar o cancelar la reserva',
    sms: (d, b, when, link) =>
      `Hola ${d.guestName}, te recordamos tu reserva para ${d.partySize} en ${b.name} el ${when}. Cambiar o cancelar: ${link}`,
  },
};

/** The reminder before a booking, by SMS (the guest's phone comes first: it is read on the way). */
export const reservationReminderSms = defineTemplate<BookingData>({
  channel: 'sms',
  render(data, brand) {
    const when = formatWhen(data.startsAt, data.timeZone, brand.language);
    return { text: strings[brand.language].sms(data, brand, when, linkTo(brand, data.managePath)) };
  },
});

/** The reminder by email, for a booking with no phone number. */
export const reservationReminderEmail = defineTemplate<BookingData & GuestEmailData>({
  channel: 'email',
  render(data, brand) {
    const t = strings[brand.language];
    const when = formatWhen(data.startsAt, data.timeZone, brand.language);
    return {
      subject: t.subject(brand),
      body: (
        <MailLayout
          brand={brand}
          preview={t.subject(brand)}
          heading={t.subject(brand)}
          footer={<GuestFooter brand={brand} unsubscribePath={data.unsubscribePath} />}
        >
          <MailText>{t.body(data, brand, when)}</MailText>
          <MailAction href={linkTo(brand, data.managePath)} label={t.action} />
        </MailLayout>
      ),
    };
  },
});
