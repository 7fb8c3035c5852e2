/** jsonb values: one helper for the whole codebase. */
export { jsonb } from '@ros/db';
