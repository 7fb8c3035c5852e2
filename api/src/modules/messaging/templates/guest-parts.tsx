import { Link } from '@react-email/components';
import { linkTo, type Brand, type MessageLanguage } from './brand';
import type { Strings } from './define-template';

/** What every guest email carries: the path of its unsubscribe page (`/unsubscribe/<token>`). */
export interface GuestEmailData {
  unsubscribePath: string;
}

/** A booking's moment as the guest reads it: in the restaurant's time zone and the message's language. */
export function formatWhen(iso: string, timeZone: string, language: MessageLanguage) {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

const footer: Strings<{ why: (b: Brand) => string; unsubscribe: string }> = {
  en: {
    why: (b) => `You get this email because you booked or ordered at ${b.name}.`,
    unsubscribe: 'Unsubscribe from offers',
  },
  es: {
    why: (b) => `Recibes este correo porque reservaste o pediste en ${b.name}.`,
    unsubscribe: 'Darse de baja de las ofertas',
  },
};

/** The footer of a guest email: why it came, and the unsubscribe link (receipts and confirmations still come). */
export function GuestFooter(props: { brand: Brand; unsubscribePath: string }) {
  const t = footer[props.brand.language];
  return (
    <>
      {t.why(props.brand)} <Link href={linkTo(props.brand, props.unsubscribePath)}>{t.unsubscribe}</Link>
    </>
  );
}
