import type { z } from 'zod';
import { AppError } from './errors';

/** Parses input with a zod schema; failures become 400 `invalid_input` with a message per field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  const first = Object.entries(fields)[0];
  throw new AppError('invalid_input', first ? `${first[0]}: ${first[1]}` : 'Invalid input', fields);
}
