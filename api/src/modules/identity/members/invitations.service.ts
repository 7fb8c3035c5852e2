import type { Command } from '@ros/db';
import type { UserContext } from '../../../kernel/account';
import { notFound } from '../../../kernel/errors';
import { workPlacesOf } from '../auth';
import { verifiedEmailOf } from '../auth';
import * as repo from './members.repo';
import { memberRef } from './member-view';

/**
 * The signed-in user's pending invitations: those addressed to their email, once they confirmed
 * they hold it (nothing before: an address typed into a profile proves nothing).
 */
export async function listMyInvitations(ctx: UserContext) {
  const rows = await ctx.transaction(async ({ trx }) => {
    const email = await verifiedEmailOf(trx, ctx.user.id);
    return email ? repo.listInvitationsFor(trx, email) : [];
  });
  return {
    data: rows.map((r) => ({
      id: r.id,
      restaurant: { id: r.restaurant_id, name: r.restaurant_name },
      roleName: r.role_name,
      invitedAt: new Date(r.invited_at).toISOString(),
    })),
  };
}

/** The pending invitation to the user's verified email, or 404 (as for someone else's). */
async function invitationOrThrow(trx: Command['trx'], ctx: UserContext, id: string) {
  const email = await verifiedEmailOf(trx, ctx.user.id);
  const invitation = email ? await repo.findInvitationFor(trx, id, email) : undefined;
  if (!invitation) throw notFound('Invitation');
  return invitation;
}

/** Joins the restaurant: the pending row becomes this user's active membership. */
export function acceptInvitation(ctx: UserContext, id: string) {
  return ctx.transaction(async ({ trx, emitIn }) => {
    const invitation = await invitationOrThrow(trx, ctx, id);
    if (!(await repo.acceptPending({ trx, restaurantId: invitation.restaurant_id }, id, ctx.user.id)))
      throw notFound('Invitation');
    const m = (await repo.findMember({ trx, restaurantId: invitation.restaurant_id }, id))!;
    emitIn(invitation.restaurant_id, 'member.joined', memberRef(m));
    const { workPlaces } = await workPlacesOf(trx, ctx.user.id);
    return { workPlaces };
  });
}

/** Declines: the pending row is deleted. */
export function declineInvitation(ctx: UserContext, id: string) {
  return ctx.transaction(async ({ trx, emitIn }) => {
    const invitation = await invitationOrThrow(trx, ctx, id);
    const m = (await repo.findMember({ trx, restaurantId: invitation.restaurant_id }, id))!;
    await repo.deleteMember({ trx, restaurantId: invitation.restaurant_id }, id);
    emitIn(invitation.restaurant_id, 'member.removed', memberRef(m));
  });
}
