import type { Kysely } from 'kysely';
import type { DB } from '@ros/db';

export const listBookmarks = async (db: Kysely<DB>, userId: string) =>
  new Set((await db.selectFrom('bookmarks').select('target').where('user_id', '=', userId).execute()).map((b) => b.target));

/** Adds the bookmark, or removes it when present; returns whether it is now bookmarked. */
export async function toggleBookmark(db: Kysely<DB>, userId: string, target: string): Promise<boolean> {
  const removed = await db.deleteFrom('bookmarks').where('user_id', '=', userId).where('target', '=', target).executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) return false;
  await db.insertInto('bookmarks').values({ user_id: userId, target }).onConflict((oc) => oc.doNothing()).execute();
  return true;
}
