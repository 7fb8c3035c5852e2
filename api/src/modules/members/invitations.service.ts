import type { Command } from '@ros/db';
import type { UserContext } from '../../http/account';
import { notFound } from '../../http/errors';
import { workPlacesOf } from '../auth/session.service';
import { findUserById } from '../users/users.repo';
import * as repo from './members.repo';
import { memberRef } from './member-view';

/** The signed-in user's pending invitations (matched by email, case-insensitive). */
export async function listMyInvitations(ctx: UserContext) {
  const rows = await ctx.transaction(async ({ trx }) => repo.listInvitationsFor(trx, await currentEmail(trx, ctx)));
  return {
    data: rows.map((r) => ({
      id: r.id, restaurant: { id: r.restaurant_id, name: r.restaurant_name }, roleName: r.role_name, invitedAt: new Date(r.invited_at).toISOString(),
    })),
  };
}

/** The email on record now (the access token's copy may predate a change of email). */
async function currentEmail(trx: Command['trx'], ctx: UserContext) {
  return (await findUserById(trx, ctx.user.id))?.email ?? ctx.user.email;
}

async function invitationOrThrow(trx: Command['trx'], ctx: UserContext, id: string) {
  const invitation = await repo.findInvitationFor(trx, id, await currentEmail(trx, ctx));
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
