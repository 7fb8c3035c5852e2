import { readdir, rm } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { DB } from '@ros/db';
import type { DeleteRestaurantBody } from '@ros/shared-events';
import type { UserContext } from '../../../kernel/account';
import { forbidden, invalidInput, notFound } from '../../../kernel/errors';
import { noContent } from '../../../kernel/replies';
import { verifyPassword } from '../auth';
import { restaurantFileDirs } from '../uploads';
import * as repo from './restaurant-deletion.repo';

const ONLY_THE_OWNER = "Only the restaurant's owner can delete it.";
const NAME_MISMATCH = "Type the restaurant's name exactly as it is written.";
const WRONG_PASSWORD = 'Password is incorrect.';

/** The restaurant as its owner sees it; 404 for a stranger, 403 for any other member. */
async function ownedRestaurant(db: Kysely<DB>, restaurantId: string, userId: string) {
  const m = await repo.findMembership(db, restaurantId, userId);
  if (!m) throw notFound('Restaurant');
  if (m.roleKey !== 'owner' || m.ownerId !== userId) throw forbidden(ONLY_THE_OWNER);
  return m;
}

const countFiles = async (dir: string) => (await readdir(dir).catch(() => [])).length;

/**
 * Deletes a restaurant for good, for its owner, once they typed its name and their password again.
 * Who can reach it: a signed-in account (not a PIN session on a terminal: the route is not on the
 * floor); a stranger gets 404, another member 403, a wrong name or password 400 and nothing changes.
 *
 * In one transaction: every row of every tenant table (the catalogue's cascade), its queued events
 * and embedded jobs, and an audit row in `deleted_restaurants` that outlives it (the restaurant's
 * own activity log goes with it). Then its files. Its sessions: a terminal's (its PIN sessions)
 * were rows of the restaurant and are gone; a member's token now finds no membership there (404)
 * and its sockets get no more events from it. The members' accounts, and their refresh tokens, are
 * theirs and may serve other restaurants: they stay.
 */
export async function deleteRestaurant(
  ctx: UserContext,
  uploadDir: string,
  restaurantId: string,
  body: DeleteRestaurantBody,
) {
  const place = await ctx.transaction(async ({ trx }) => {
    const m = await ownedRestaurant(trx, restaurantId, ctx.user.id);
    return { name: m.restaurantName, digest: await repo.passwordDigestOf(trx, ctx.user.id) };
  });
  // The password is hashed between the transactions: no transaction waits on it.
  if (body.restaurantName.trim() !== place.name.trim()) throw invalidInput('restaurantName', NAME_MISMATCH);
  if (!place.digest || !(await verifyPassword(place.digest, body.password)))
    throw invalidInput('password', WRONG_PASSWORD);
  const dirs = restaurantFileDirs(uploadDir, restaurantId);
  const filesDeleted = (await countFiles(dirs.public)) + (await countFiles(dirs.private));
  const rowsDeleted = await ctx.transaction(async ({ trx }) => {
    // Checked again where it is deleted: the ownership may have changed since.
    const m = await ownedRestaurant(trx, restaurantId, ctx.user.id);
    const counts = await repo.countRows(trx, restaurantId);
    await repo.deleteRestaurantRows(trx, restaurantId);
    await repo.insertDeletedRestaurant(trx, {
      restaurantId,
      name: m.restaurantName,
      ownerId: m.ownerId,
      deletedBy: ctx.user.id,
      rowsDeleted: counts,
      filesDeleted,
    });
    return counts;
  });
  await rm(dirs.public, { recursive: true, force: true });
  await rm(dirs.private, { recursive: true, force: true });
  ctx.log.info({ restaurantId, rowsDeleted, filesDeleted }, 'restaurant deleted');
  return noContent();
}
