import { linkTo, type Brand } from './brand';
import { defineTemplate, type Strings } from './define-template';
import { MailAction, MailLayout, MailText } from './layout';

/** A notification of the app (low stock, a printer down, a time-off request) sent as a copy by email or SMS. */
export interface NotificationData {
  title: string;
  body: string;
  /** The path of the app it opens (`/inventory`), or null. */
  link: string | null;
}

const strings: Strings<{ action: string; footer: (b: Brand) => string }> = {
  en: {
    action: 'Open in the app',
    footer: (b) =>
      `You get this because of your notification settings at ${b.name}; change them in your account settings.`,
  },
  es: {
    action: 'Abrir en la aplicación',
    footer: (b) => `Lo recibes por tus ajustes de notificaciones en ${b.name}; cámbialos en los ajustes de tu cuenta.`,
  },
};

/** A notification by email, for a person whose settings ask for email for its kind. */
export const notificationEmail = defineTemplate<NotificationData>({
  channel: 'email',
  render(data, brand) {
    const t = strings[brand.language];
    return {
      subject: `${brand.name}: ${data.title}`,
      body: (
        <MailLayout brand={brand} preview={data.title} heading={data.title} footer={t.footer(brand)}>
          {data.body ? <MailText>{data.body}</MailText> : null}
          {data.link ? <MailAction href={linkTo(brand, data.link)} label={t.action} /> : null}
        </MailLayout>
      ),
    };
  },
});

/** A notification by SMS: the restaurant, the title, the body and the link, kept short. */
export const notificationSms = defineTemplate<NotificationData>({
  channel: 'sms',
  render(data, brand) {
    const parts = [`${brand.name}: ${data.title}`, data.body, data.link ? linkTo(brand, data.link) : ''];
    return { text: parts.filter(Boolean).join('\n') };
  },
});
