import { ZAcceptInvitation, ZInvitationResult, ZMember, ZMembers, ZMyInvitations } from '@ros/shared-events';
import { defineRoutes } from '../../../kernel/routes';
import { created, noContent } from '../../../kernel/replies';
import * as invitations from './invitations.service';
import { ZInviteBody, ZListMembersQuery, ZUpdateMemberBody } from './members.schemas';
import * as members from './members.service';

/** Staff of a restaurant, and the invitee's side of invitations. */
export const membersRoutes = defineRoutes('members', (r) => {
  const base = '/api/restaurants/:restaurantId/members';
  r.tenant('get', base, { summary: 'Staff of the restaurant', query: ZListMembersQuery, reply: ZMembers }, (ctx, { query }) => members.listMembers(ctx, query));
  r.tenant('post', `${base}/invitations`, { summary: 'Invite staff by email (several at once)', body: ZInviteBody, reply: ZInvitationResult }, async (ctx, { body }) => created(await members.inviteMembers(ctx, body)));
  r.tenant('patch', `${base}/:memberId`, { summary: "Change a member's role, status or profile", body: ZUpdateMemberBody, reply: ZMember }, (ctx, { params, body }) => members.updateMember(ctx, params.memberId, body));
  r.tenant('delete', `${base}/:memberId`, { summary: 'Remove a member' }, async (ctx, { params }) => {
    await members.removeMember(ctx, params.memberId);
    return noContent();
  });
  r.user('get', '/api/invitations', { summary: 'My pending invitations', reply: ZMyInvitations }, (ctx) => invitations.listMyInvitations(ctx));
  r.user('post', '/api/invitations/:id/accept', { summary: 'Accept an invitation (join the restaurant)', reply: ZAcceptInvitation }, (ctx, { params }) => invitations.acceptInvitation(ctx, params.id));
  r.user('post', '/api/invitations/:id/decline', { summary: 'Decline an invitation' }, async (ctx, { params }) => {
    await invitations.declineInvitation(ctx, params.id);
    return noContent();
  });
});
