import { z } from 'zod';

const ZEmail = z.email();
/** E.164: a plus, the country code and the number, 8 to 15 digits in all. */
const PHONE = /^\+[1-9]\d{7,14}$/;

/** Whether `to` is a deliverable address for the channel (an email address, an E.164 phone number). */
export const isAddressFor = (channel: 'email' | 'sms', to: string) =>
  channel === 'email' ? ZEmail.safeParse(to).success : PHONE.test(to);
