import { sql, type RawBuilder } from 'kysely';
import type { Json } from './schema';

/**
 * A value for a jsonb column. postgres.js JSON-encodes any parameter the server types as jsonb, so
 * a pre-stringified value would be stored as a JSON string; sending text and casting avoids that
 * and behaves the same on PGlite.
 */
export function jsonb(value: unknown): RawBuilder<Json> {
  return sql<Json>`cast(cast(${JSON.stringify(value ?? null)} as text) as jsonb)`;
}
