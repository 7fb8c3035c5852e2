import { operations as op } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import * as invitations from './invitations.service';
import * as members from './members.service';

/** Staff of a restaurant, and the invitee's side of invitations. */
export const membersRoutes = defineRoutes('members', (r, deps) => {
  r.tenant(op.listMembers, { summary: 'Staff of the restaurant' }, (ctx, { query }) => members.listMembers(ctx, query));
  r.tenant(op.inviteMembers, { summary: 'Invite staff by email (several at once)' }, async (ctx, { body }) =>
    created(await members.inviteMembers(ctx, body, deps.config.linkBase)),
  );
  r.tenant(op.updateMember, { summary: "Change a member's role, status or profile" }, (ctx, { params, body }) =>
    members.updateMember(ctx, params.memberId, body),
  );
  r.tenant(op.removeMember, { summary: 'Remove a member' }, async (ctx, { params }) => {
    await members.removeMember(ctx, params.memberId);
    return noContent();
  });
  r.user(op.listMyInvitations, { summary: 'My pending invitations' }, (ctx) => invitations.listMyInvitations(ctx));
  r.user(op.acceptInvitation, { summary: 'Accept an invitation (join the restaurant)' }, (ctx, { params }) =>
    invitations.acceptInvitation(ctx, params.id),
  );
  r.user(op.declineInvitation, { summary: 'Decline an invitation' }, async (ctx, { params }) => {
    await invitations.declineInvitation(ctx, params.id);
    return noContent();
  });
});
