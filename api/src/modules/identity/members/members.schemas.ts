/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/members.ts). */
export { ROLE_REQUIRED, type ListMembersQuery, type InviteBody, type UpdateMemberBody } from '@ros/shared-events';
