import type { Command } from '@ros/db';
import type { UserContext } from '../../http/account';
import { notFound } from '../../http/errors';
import { workPlacesOf } from '../auth/session.service';
import { findUserById } from '../users/users.repo';
import * as repo from './members.repo';
import { memberRef } from './member-view';

/**
 * The signed-in user's pending invitations: those addressed to their email, once they confirmed
 * they hold it (nothing before: an address typed into a profile proves nothing).
 */
export async function listMyInvitations(ctx: UserContext) {
  const rows = await ctx.transaction(async ({ trx }) => {
    const email = await verifiedEmail(trx, ctx);
    return email ? repo.listInvitationsFor(trx, email) : [];
  });
  return {
    data: rows.map((r) => ({
      id: r.id, restaurant: { id: r.restaurant_id, name: r.restaurant_name }, roleName: r.role_name, invitedAt: new Date(r.invited_at).toISOString(),
    })),
  };
}

/**
 * The user's email on record now (the access token's copy may predate a change), if its holder
 * confirmed it; null otherwise. A pending new address never counts.
 */
async function verifiedEmail(trx: Command['trx'], ctx: UserContext): Promise<string | null> {
  const user = await findUserById(trx, ctx.user.id);
  return user?.email_verified_at ? user.email : null;
}

/** The pending invitation to the user's verified email, or 404 (as for someone else's). */
async function invitationOrThrow(trx: Command['trx'], ctx: UserContext, id: string) {
  const email = await verifiedEmail(trx, ctx);
  const invitation = email ? await repo.findInvitationFor(trx, id, email) : undefined;
  if (!invitation) throw notFound('Invitation');
  return invitation;
}

/** Joins the restaurant: the pending row becomes this user's active membership. */
export function acceptInvitation(ctx: UserContext, id: string) {
  return ctx.transaction(async ({ trx, emitIn }) => {
    const invitation = await invitationOrThrow(trx, ctx, id);
    if (!(await repo.acceptPending(trx, invitation.restaurant_id, id, ctx.user.id))) throw notFound('Invitation');
    const m = (await repo.findMember(trx, invitation.restaurant_id, id))!;
    emitIn(invitation.restaurant_id, 'member.joined', memberRef(m));
    const { workPlaces } = await workPlacesOf(trx, ctx.user.id);
    return { workPlaces };
  });
}

/** Declines: the pending row is deleted. */
export function declineInvitation(ctx: UserContext, id: string) {
  return ctx.transaction(async ({ trx, emitIn }) => {
    const invitation = await invitationOrThrow(trx, ctx, id);
    const m = (await repo.findMember(trx, invitation.restaurant_id, id))!;
    await repo.deleteMember(trx, invitation.restaurant_id, id);
    emitIn(invitation.restaurant_id, 'member.removed', memberRef(m));
  });
}
