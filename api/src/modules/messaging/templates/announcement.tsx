import type { Announcement } from '@ros/shared-events';
import { linkTo, type Brand } from './brand';
import { defineTemplate, type Strings } from './define-template';
import { MailAction, MailLayout, MailText } from './layout';

/** A post of the team's announcements, as its email copy shows it: the opening of its text, not the whole post. */
export interface AnnouncementData {
  title: string;
  authorName: string;
  category: Announcement['category'];
  /** The post's opening as plain text (its HTML is read in the app, where read receipts count). */
  excerpt: string;
  /** The path of the app that opens the post. */
  link: string;
}

const strings: Strings<{
  subject: (d: AnnouncementData, b: Brand) => string;
  lead: (d: AnnouncementData) => string;
  category: Record<AnnouncementData['category'], string>;
  action: string;
  footer: (b: Brand) => string;
}> = {
  en: {
    subject: (d, b) => `${b.name}: ${d.title}`,
    lead: (d) => `${d.authorName} posted for the team:`,
    category: { announcement: 'Announcement', training_guide: 'Training guide', menu_change: 'Menu change' },
    action: 'Read it in the app',
    footer: (b) =>
      `You get this because of your notification settings at ${b.name}; change them in your account settings.`,
  },
  es: {
    subject: (d, b) => `${b.name}: ${d.title}`,
    lead: (d) => `${d.authorName} ha publicado para el equipo:`,
    category: { announcement: 'Anuncio', training_guide: 'Guía de formación', menu_change: 'Cambio de carta' },
    action: 'Leerlo en la aplicación',
    footer: (b) => `Lo recibes por tus ajustes de notificaciones en ${b.name}; cámbialos en los ajustes de tu cuenta.`,
  },
};

/** A new announcement by email, for a member of its audience whose settings ask for email of announcements. */
export const announcementEmail = defineTemplate<AnnouncementData>({
  channel: 'email',
  render(data, brand) {
    const t = strings[brand.language];
    return {
      subject: t.subject(data, brand),
      body: (
        <MailLayout brand={brand} preview={data.title} heading={data.title} footer={t.footer(brand)}>
          <MailText>{`${t.category[data.category]} · ${t.lead(data)}`}</MailText>
          {data.excerpt ? <MailText>{data.excerpt}</MailText> : null}
          <MailAction href={linkTo(brand, data.link)} label={t.action} />
        </MailLayout>
      ),
    };
  },
});
