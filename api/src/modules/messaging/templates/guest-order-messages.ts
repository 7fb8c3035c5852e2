import { linkTo, type Brand } from './brand';
import { defineTemplate, type Strings } from './define-template';

/** A guest's online order as its SMS tell it: the track page is `/track/<order token>`. */
interface GuestOrderData {
  guestName: string;
  channel: 'pickup' | 'delivery';
  trackPath: string;
}

const confirmation: Strings<(d: GuestOrderData, b: Brand, link: string) => string> = {
  en: (d, b, link) =>
    `Hi ${d.guestName}, ${b.name} has your ${d.channel === 'pickup' ? 'pickup' : 'delivery'} order. Follow it here: ${link}`,
  es: (d, b, link) =>
    `Hola ${d.guestName}, ${b.name} tiene tu pedido ${d.channel === 'pickup' ? 'para recoger' : 'a domicilio'}. Síguelo aquí: ${link}`,
};

/** The SMS a guest gets when their online order is placed. */
export const guestOrderConfirmation = defineTemplate<GuestOrderData>({
  channel: 'sms',
  render: (data, brand) => ({ text: confirmation[brand.language](data, brand, linkTo(brand, data.trackPath)) }),
});

const ready: Strings<(d: GuestOrderData, b: Brand, link: string) => string> = {
  en: (d, b, link) => `Hi ${d.guestName}, your order at ${b.name} is ready for pickup. ${link}`,
  es: (d, b, link) => `Hola ${d.guestName}, tu pedido en ${b.name} está listo para recoger. ${link}`,
};

/** "Ready for pickup": the SMS a guest gets when every dish of their pickup order is ready. */
export const guestOrderReady = defineTemplate<GuestOrderData>({
  channel: 'sms',
  render: (data, brand) => ({ text: ready[brand.language](data, brand, linkTo(brand, data.trackPath)) }),
});
