import { z } from 'zod';
import { ZPageQuery } from './page-query';
import { ZEmail } from './auth';
import { ZMoney } from './primitives';

export const SALARY_TYPES = ['Hourly', 'Daily', 'Weekly', 'Monthly', 'Yearly'] as const;
export const SORT_COLUMNS = ['fullName', 'email', 'status', 'roleName', 'invitedAt', 'joinedAt', 'salary'] as const;

export const ZListMembersQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(['active', 'pending', 'inactive']).optional(),
  roleId: z.uuid().optional(),
  departmentId: z.uuid().optional(),
  ...ZPageQuery(10, 100).shape,
  sort: z.enum(['asc', 'desc']).default('asc'),
  sortColumn: z.enum(SORT_COLUMNS).default('fullName'),
});
export type ListMembersQuery = z.infer<typeof ZListMembersQuery>;

const ROLE_REQUIRED = 'Please select a role.';

export const ZInviteBody = z.object({
  invites: z
    .array(
      z.object({
        email: ZEmail,
        roleId: z.string({ error: ROLE_REQUIRED }).min(1, ROLE_REQUIRED),
      }),
    )
    .min(1, 'Invite at least one person.')
    .max(50, 'Invite at most 50 people at once.'),
});
export type InviteBody = z.infer<typeof ZInviteBody>;

const text = (max: number) => z.string().trim().max(max).nullable().optional();
export const ZUpdateMemberBody = z.object({
  roleId: z.string().min(1, ROLE_REQUIRED).optional(),
  status: z.enum(['active', 'inactive']).optional(),
  fullName: text(120),
  position: text(120),
  contact: text(50),
  address: text(500),
  salary: ZMoney.nullable().optional(),
  salaryType: z.enum(SALARY_TYPES).nullable().optional(),
  departmentId: z.string().uuid('Unknown department.').nullable().optional(),
  emergencyContact: text(200),
  startDate: z.iso.date('Use a date (YYYY-MM-DD).').nullable().optional(),
});
export type UpdateMemberBody = z.infer<typeof ZUpdateMemberBody>;

export { ROLE_REQUIRED };
