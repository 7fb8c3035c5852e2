/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/members.ts). */
export {
  SALARY_TYPES,
  SORT_COLUMNS,
  ZListMembersQuery,
  ZInviteBody,
  ROLE_REQUIRED,
  ZUpdateMemberBody,
  type ListMembersQuery,
  type InviteBody,
  type UpdateMemberBody,
} from '@ros/shared-events';
