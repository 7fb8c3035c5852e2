import { withTenant, appendEvents, type StoredEvent } from '@ros/db';
import type { AppDeps } from '../../deps';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { isUuid } from '../../http/tenant';
import { workPlacesOf } from '../auth/session.service';
import { findUserById } from '../users/users.repo';
import * as repo from './members.repo';
import { memberRef } from './member-view';

/** The signed-in user's pending invitations (matched by email, case-insensitive). */
export async function listMyInvitations(deps: AppDeps, user: AuthUser) {
  const rows = await repo.listInvitationsFor(deps.db, await currentEmail(deps, user));
  return {
    data: rows.map((r) => ({
      id: r.id, restaurant: { id: r.restaurant_id, name: r.restaurant_name }, roleName: r.role_name, invitedAt: new Date(r.invited_at).toISOString(),
    })),
  };
}

/** The email on record now (the access token's copy may predate a change of email). */
async function currentEmail(deps: AppDeps, user: AuthUser) {
  return (await findUserById(deps.db, user.id))?.email ?? user.email;
}

async function invitationOrThrow(deps: AppDeps, user: AuthUser, id: string) {
  const invitation = isUuid(id) ? await repo.findInvitationFor(deps.db, id, await currentEmail(deps, user)) : undefined;
  if (!invitation) throw notFound('Invitation');
  return invitation;
}

/** Joins the restaurant: the pending row becomes this user's active membership. */
export async function acceptInvitation(deps: AppDeps, user: AuthUser, id: string) {
  const invitation = await invitationOrThrow(deps, user, id);
  const actor = { userId: user.id, name: user.name };
  const events: StoredEvent[] = await withTenant(deps.db, invitation.restaurant_id, async (trx) => {
    if (!(await repo.acceptPending(trx, invitation.restaurant_id, id, user.id))) throw notFound('Invitation');
    const m = (await repo.findMember(trx, invitation.restaurant_id, id))!;
    return appendEvents(trx, invitation.restaurant_id, actor, [{ type: 'member.joined', payload: memberRef(m) }]);
  });
  deps.afterCommit(events);
  const { workPlaces } = await workPlacesOf(deps.db, user.id);
  return { workPlaces };
}

/** Declines: the pending row is deleted. */
export async function declineInvitation(deps: AppDeps, user: AuthUser, id: string) {
  const invitation = await invitationOrThrow(deps, user, id);
  const actor = { userId: user.id, name: user.name };
  const events = await withTenant(deps.db, invitation.restaurant_id, async (trx) => {
    const m = (await repo.findMember(trx, invitation.restaurant_id, id))!;
    await repo.deleteMember(trx, invitation.restaurant_id, id);
    return appendEvents(trx, invitation.restaurant_id, actor, [{ type: 'member.removed', payload: memberRef(m) }]);
  });
  deps.afterCommit(events);
}
