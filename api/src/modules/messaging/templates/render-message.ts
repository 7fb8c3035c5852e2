import { render } from '@react-email/components';
import type { Brand } from './brand';
import type { MessageAttachment, MessageTemplate } from './define-template';
import { templates, type MessageKind, type TemplateData } from './registry';
import { MAIL_TABLE_CLASS } from './table';

/** A message as the outbox keeps it and a provider sends it. */
export interface RenderedMessage {
  channel: 'email' | 'sms';
  subject: string | null;
  /** The plain text (an email's text part, an SMS's whole content). */
  text: string;
  html: string | null;
  attachments: MessageAttachment[];
}

/** The plain text lays a mail table out in columns (the layout's own tables stay blocks of text). */
const PLAIN_TEXT = {
  selectors: [
    {
      selector: `table.${MAIL_TABLE_CLASS}`,
      format: 'dataTable',
      options: { uppercaseHeaderCells: false, maxColumnWidth: 48 },
    },
  ],
};

/** Renders a kind's template with its data in the brand's language: an email's HTML and text from one element. */
export async function renderMessage<K extends MessageKind>(
  kind: K,
  data: TemplateData<K>,
  brand: Brand,
): Promise<RenderedMessage> {
  const template = templates[kind] as MessageTemplate<TemplateData<K>>;
  if (template.channel === 'sms') {
    return { channel: 'sms', subject: null, text: template.render(data, brand).text, html: null, attachments: [] };
  }
  const content = await template.render(data, brand);
  const [html, text] = await Promise.all([
    render(content.body),
    render(content.body, { plainText: true, htmlToTextOptions: PLAIN_TEXT }),
  ]);
  return { channel: 'email', subject: content.subject, text, html, attachments: content.attachments ?? [] };
}
