import type { Member as MemberReply } from '@ros/shared-events';
/** How often a salary is paid. */
export const SALARY_TYPES = ['Hourly', 'Daily', 'Weekly', 'Monthly', 'Yearly'] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];
export type MemberStatus = 'active' | 'pending' | 'inactive';

/** A staff member (membership) as `…/members` returns it. */
export type Member = MemberReply;

export type MemberPatch = Partial<
  Pick<
    Member,
    | 'roleId'
    | 'status'
    | 'fullName'
    | 'position'
    | 'contact'
    | 'address'
    | 'salary'
    | 'salaryType'
    | 'departmentId'
    | 'emergencyContact'
    | 'startDate'
  >
>;
