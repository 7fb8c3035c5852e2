import type { Brand } from './brand';
import { defineTemplate, type Strings } from './define-template';
import { MailAction, MailLayout, MailText } from './layout';

interface EmailVerificationData {
  /** The address the link proves. */
  email: string;
  /** The single-use link (`<linkBase>/verify-email?token=…`), made by the caller from the configured address. */
  link: string;
}

const strings: Strings<{
  subject: string;
  body: (d: EmailVerificationData) => string;
  action: string;
  expiry: string;
  footer: string;
}> = {
  en: {
    subject: 'Confirm your email address',
    body: (d) => `Open this link to confirm that ${d.email} is your address.`,
    action: 'Confirm my email',
    expiry: 'The link works once, for two days. You can ask for a new one from your account at any time.',
    footer: 'If you did not ask for this, ignore this email.',
  },
  es: {
    subject: 'Confirma tu dirección de correo',
    body: (d) => `Abre este enlace para confirmar que ${d.email} es tu dirección.`,
    action: 'Confirmar mi correo',
    expiry: 'El enlace sirve una vez, durante dos días. Puedes pedir otro desde tu cuenta cuando quieras.',
    footer: 'Si no lo has pedido, ignora este correo.',
  },
};

/** The link that confirms an address (at registration, or a new address on a change of email). */
export const emailVerification = defineTemplate<EmailVerificationData>({
  channel: 'email',
  render(data, brand: Brand) {
    const t = strings[brand.language];
    return {
      subject: t.subject,
      body: (
        <MailLayout brand={brand} preview={t.subject} heading={t.subject} footer={t.footer}>
          <MailText>{t.body(data)}</MailText>
          <MailAction href={data.link} label={t.action} />
          <MailText>{t.expiry}</MailText>
        </MailLayout>
      ),
    };
  },
});
