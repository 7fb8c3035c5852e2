import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '@ros/db';

type Db = Kysely<DB> | Transaction<DB>;

export const insertRefreshToken = (
  db: Db,
  values: { user_id: string; family_id: string; token_hash: string; expires_at: Date },
) => db.insertInto('refresh_tokens').values(values).returning(['id']).executeTakeFirstOrThrow();

/** Locks the token row so two refreshes of one token serialise. */
export const lockRefreshToken = (trx: Transaction<DB>, tokenHash: string) =>
  trx.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).forUpdate().executeTakeFirst();

export const findRefreshToken = (db: Db, tokenHash: string) =>
  db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();

export const markRotated = (db: Db, id: string) =>
  db.updateTable('refresh_tokens').set({ rotated_at: new Date() }).where('id', '=', id).execute();

export const revokeFamily = (db: Db, familyId: string) =>
  db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();

export const revokeUserTokens = (db: Db, userId: string) =>
  db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();

export const insertResetToken = (db: Db, values: { user_id: string; token_hash: string; expires_at: Date }) =>
  db.insertInto('password_reset_tokens').values(values).execute();

/** Marks a valid reset token used, atomically: null when it is unknown, used or expired. */
export const consumeResetToken = (db: Db, tokenHash: string) =>
  db
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['user_id'])
    .executeTakeFirst();

/** Bumps the user's session version (tokens of older versions are refused), optionally with a new password hash. */
export const bumpSessionVersion = (db: Db, userId: string, values: { password_hash?: string } = {}) =>
  db
    .updateTable('users')
    .set({ ...values, session_version: sql<number>`session_version + 1`, updated_at: new Date() })
    .where('id', '=', userId)
    .returningAll()
    .executeTakeFirstOrThrow();
