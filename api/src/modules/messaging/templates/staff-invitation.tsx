import { linkTo, type Brand } from './brand';
import { defineTemplate, type Strings } from './define-template';
import { MailAction, MailLayout, MailText } from './layout';

interface StaffInvitationData {
  /** Who invited (the owner's or manager's name). */
  invitedBy: string;
  roleName: string;
}

const strings: Strings<{
  subject: (b: Brand) => string;
  heading: (b: Brand) => string;
  body: (d: StaffInvitationData, b: Brand) => string;
  action: string;
  footer: string;
}> = {
  en: {
    subject: (b) => `You are invited to join ${b.name}`,
    heading: (b) => `Join ${b.name}`,
    body: (d, b) =>
      `${d.invitedBy} invited you to work at ${b.name} as ${d.roleName}. Sign in or create your account with this address, confirm it, and accept the invitation.`,
    action: 'Accept the invitation',
    footer: 'If you did not expect this, ignore this email: nothing happens until you accept.',
  },
  es: {
    subject: (b) => `Te invitan a unirte a ${b.name}`,
    heading: (b) => `Únete a ${b.name}`,
    body: (d, b) =>
      `${d.invitedBy} te invitó a trabajar en ${b.name} como ${d.roleName}. Inicia sesión o crea tu cuenta con esta dirección, confírmala y acepta la invitación.`,
    action: 'Aceptar la invitación',
    footer: 'Si no lo esperabas, ignora este correo: no pasa nada hasta que aceptes.',
  },
};

/** An invitation to a restaurant's staff, to the invited address: the link opens the invitations page. */
export const staffInvitation = defineTemplate<StaffInvitationData>({
  channel: 'email',
  render(data, brand) {
    const t = strings[brand.language];
    return {
      subject: t.subject(brand),
      body: (
        <MailLayout brand={brand} preview={t.subject(brand)} heading={t.heading(brand)} footer={t.footer}>
          <MailText>{t.body(data, brand)}</MailText>
          <MailAction href={linkTo(brand, '/invitations')} label={t.action} />
        </MailLayout>
      ),
    };
  },
});
