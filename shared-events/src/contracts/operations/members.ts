/** The operations of the api's `members` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZAcceptInvitation, ZInvitationResult, ZMember, ZMembers, ZMyInvitations } from '../members';
import { ZInviteBody, ZListMembersQuery, ZUpdateMemberBody } from '../requests/members';
import * as route from './routes';

export const listMembers = { ...route.listMembers, query: ZListMembersQuery, reply: ZMembers } as const;
export const inviteMembers = { ...route.inviteMembers, body: ZInviteBody, reply: ZInvitationResult } as const;
export const updateMember = { ...route.updateMember, body: ZUpdateMemberBody, reply: ZMember } as const;
export const removeMember = { ...route.removeMember } as const;
export const listMyInvitations = { ...route.listMyInvitations, reply: ZMyInvitations } as const;
export const acceptInvitation = { ...route.acceptInvitation, reply: ZAcceptInvitation } as const;
export const declineInvitation = { ...route.declineInvitation } as const;
