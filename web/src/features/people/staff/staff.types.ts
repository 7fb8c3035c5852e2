import type { Member as MemberReply, UpdateMemberBody } from '@ros/shared-events';
/** How often a salary is paid. */
export const SALARY_TYPES = ['Hourly', 'Daily', 'Weekly', 'Monthly', 'Yearly'] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];
export type MemberStatus = 'active' | 'pending' | 'inactive';

/** A staff member (membership) as `…/members` returns it. */
export type Member = MemberReply;

/**
 * What a staff member's edit may change: the contract's body (a status goes between active and
 * inactive only; an invitation becomes active by being accepted, never by an edit).
 */
export type MemberPatch = UpdateMemberBody;
