import { sql, type Kysely } from 'kysely';

/**
 * The specification's "Manage Email Sequences" became a permission of its own (`messages`), which
 * now guards the restaurant's sent messages (the restaurant settings did). Every role that could read
 * them keeps that: roles with `restaurant: edit` get `messages: edit`.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update roles set permissions = permissions || '{"messages": "edit"}'::jsonb
    where permissions ->> 'restaurant' = 'edit' and not (permissions ? 'messages')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update roles set permissions = permissions - 'messages'`.execute(db);
}
