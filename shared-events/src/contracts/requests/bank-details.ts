import { z } from 'zod';

/** Spaces and lower case as people type them ("de89 3704 ...") → the electronic form. */
const compact = (s: string) => s.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: move the first four characters to the end, letters to numbers (A = 10), and the whole mod 97 is 1. */
export function isValidIban(value: string): boolean {
  const iban = compact(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const isValidBic = (value: string) => /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(compact(value));

/** An optional field: blank clears it (null), anything else must pass `valid` and is stored compact. */
const optionalCode = (valid: (s: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(64)
    .refine((s) => s === '' || valid(s), message)
    .transform((s) => (s === '' ? null : compact(s)))
    .nullable()
    .optional();

/** The restaurant's payment details, printed on its invoices so a client can pay by transfer. */
export const bankDetailsFields = {
  bankName: z.string().trim().max(120).nullable().optional(),
  iban: optionalCode(isValidIban, 'Enter a valid IBAN (its check digits do not match).'),
  swiftBic: optionalCode(isValidBic, 'Enter a valid SWIFT/BIC: 8 or 11 letters and digits, like DEUTDEFF.'),
};
