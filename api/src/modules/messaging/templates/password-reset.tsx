import type { Brand } from './brand';
import { defineTemplate, type Strings } from './define-template';
import { MailAction, MailLayout, MailText } from './layout';

interface PasswordResetData {
  /** The single-use link (`<linkBase>/reset-password?token=…`), made by the caller from the configured address. */
  link: string;
}

const strings: Strings<{ subject: string; body: string; action: string; footer: string }> = {
  en: {
    subject: 'Reset your password',
    body: 'Open this link within 30 minutes to choose a new password. Every device signed in to your account will be signed out.',
    action: 'Choose a new password',
    footer: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  es: {
    subject: 'Restablece tu contraseña',
    body: 'Abre este enlace en los próximos 30 minutos para elegir una contraseña nueva. Se cerrará la sesión en todos los dispositivos de tu cuenta.',
    action: 'Elegir una contraseña nueva',
    footer: 'Si no lo has pedido, ignora este correo: tu contraseña no cambia.',
  },
};

/** A password reset link, to the account's address. */
export const passwordReset = defineTemplate<PasswordResetData>({
  channel: 'email',
  render(data, brand: Brand) {
    const t = strings[brand.language];
    return {
      subject: t.subject,
      body: (
        <MailLayout brand={brand} preview={t.subject} heading={t.subject} footer={t.footer}>
          <MailText>{t.body}</MailText>
          <MailAction href={data.link} label={t.action} />
        </MailLayout>
      ),
    };
  },
});
