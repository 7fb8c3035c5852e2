import { AppError } from './errors';

/**
 * The safety net under the input guards: PostgreSQL errors that mean "the request was wrong", as
 * the 4xx they should have been. Foreign keys are named `<table>_<column>_fkey` (the migrations keep
 * PostgreSQL's default), so a violation names its field: `bills_customer_id_fkey` → `customerId`,
 * "Customer not found". Everything else stays an unknown error (a logged 500).
 */

/** The fields both drivers give (postgres.js: `constraint_name`, `table_name`; PGlite: `constraint`, `table`). */
interface PgError {
  code?: unknown;
  detail?: unknown;
  message?: unknown;
  constraint_name?: unknown;
  constraint?: unknown;
  table_name?: unknown;
  table?: unknown;
}

/** Nouns for link columns whose name does not say what they point at. */
const NOUNS: Record<string, string> = {
  driver_member: 'Driver',
  merged_into: 'Order',
  refund_of: 'Payment',
  parent_bill: 'Bill',
  drawer_session: 'Cash drawer session',
  session: 'Cash drawer session',
  zone: 'Delivery zone',
  ticket: 'Kitchen ticket',
  table: 'Table',
};

const INVALID_TEXT = 'The request contains a value that is not in the expected format.';
const UNSTORABLE_TEXT = 'The request contains a character that cannot be stored (such as a NUL byte).';

/** SQLSTATEs of bad input (class 22, data exception) answered as 400 `invalid_input`. */
const INVALID_INPUT: Record<string, string> = {
  '22003': 'A number in the request is out of range.', // numeric_value_out_of_range
  '22P02': INVALID_TEXT, // invalid_text_representation (e.g. 'x'::uuid)
  '22007': INVALID_TEXT, // invalid_datetime_format
  '22008': 'A date in the request is out of range.', // datetime_field_overflow
  '22021': UNSTORABLE_TEXT, // character_not_in_repertoire (NUL byte in text)
  '22P05': UNSTORABLE_TEXT, // untranslatable_character (\u0000 in jsonb)
};

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const sentence = (words: string) => words.charAt(0).toUpperCase() + words.slice(1).replace(/_/g, ' ');

/** The PostgreSQL error in `err` or its `cause`, if it is one. */
function pgErrorOf(err: unknown): PgError | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = str((e as PgError).code);
    if (code && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
  }
  return null;
}

/** The link column of a foreign key: from its name `<table>_<column>_fkey`, else the last key column of the detail. */
function fkColumn(e: PgError): string | null {
  const name = str(e.constraint_name) ?? str(e.constraint);
  const table = str(e.table_name) ?? str(e.table);
  if (name && table && name.startsWith(`${table}_`) && name.endsWith('_fkey'))
    return name.slice(table.length + 1, -'_fkey'.length);
  const keys = /^Key \(([^)]*)\)/
    .exec(str(e.detail) ?? '')?.[1]
    ?.split(',')
    .map((k) => k.trim());
  return keys?.at(-1) ?? null;
}

/** A foreign key violation: the link names a row that is not there (404), or a delete would orphan rows (409). */
function foreignKeyError(e: PgError): AppError {
  const detail = str(e.detail) ?? '';
  if (detail.includes('is still referenced') || str(e.message)?.startsWith('update or delete')) {
    const table = str(e.table_name) ?? str(e.table) ?? 'other records';
    return new AppError('conflict', `This cannot be removed while ${sentence(table).toLowerCase()} still use it.`);
  }
  const column = fkColumn(e);
  if (!column) return new AppError('not_found', 'A linked record was not found');
  const base = column.replace(/_id$/, '');
  const message = `${NOUNS[base] ?? sentence(base)} not found`;
  return new AppError('not_found', message, { [camel(column)]: message });
}

/** The 4xx a database error stands for, or null when it is not one the client caused. */
export function appErrorFromDatabase(err: unknown): AppError | null {
  if (err instanceof AppError) return null;
  const e = pgErrorOf(err);
  const code = e && str(e.code);
  if (!e || !code) return null;
  if (code === '23503') return foreignKeyError(e);
  const invalid = INVALID_INPUT[code];
  return invalid ? new AppError('invalid_input', invalid) : null;
}
