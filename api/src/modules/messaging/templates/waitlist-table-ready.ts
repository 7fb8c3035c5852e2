import type { Brand } from './brand';
import { defineTemplate, type Strings } from './define-template';

interface TableReadyData {
  guestName: string;
}

const strings: Strings<(d: TableReadyData, b: Brand) => string> = {
  en: (d, b) => `Hi ${d.guestName}, your table at ${b.name} is ready. Please come to the host stand.`,
  es: (d, b) => `Hola ${d.guestName}, tu mesa en ${b.name} está lista. Acércate a la recepción, por favor.`,
};

/** "Your table is ready": the SMS a waiting party gets when the host calls it. */
export const waitlistTableReady = defineTemplate<TableReadyData>({
  channel: 'sms',
  render: (data, brand) => ({ text: strings[brand.language](data, brand) }),
});
