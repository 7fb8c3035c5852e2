/** How often a salary is paid. */
export const SALARY_TYPES = ['Daily', 'Weekly', 'Monthly', 'Yearly'] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];
export type MemberStatus = 'active' | 'pending' | 'inactive';

/** A staff member (membership) as `…/members` returns it. */
export interface Member {
  id: string;
  userId: string | null;
  email: string;
  fullName: string | null;
  roleId: string;
  roleName: string;
  status: MemberStatus;
  invitedAt: string | null;
  joinedAt: string | null;
  position: string | null;
  contact: string | null;
  address: string | null;
  salary: number | null;
  salaryType: SalaryType | null;
}

export type MemberPatch = Partial<Pick<Member, 'roleId' | 'status' | 'fullName' | 'position' | 'contact' | 'address' | 'salary' | 'salaryType'>>;

/** Columns the members list sorts by on the server. */
export type SortColumn = 'fullName' | 'email' | 'roleName' | 'status' | 'invitedAt' | 'salary';
