import { z } from 'zod';
import { ZList, ZPage } from './common';

/** Reply shapes of the members operations (see common.ts). */

export const ZMember = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  email: z.string(),
  fullName: z.string().nullable(),
  roleId: z.string(),
  roleName: z.string(),
  status: z.enum(['active', 'pending', 'inactive']),
  invitedAt: z.string().nullable(),
  joinedAt: z.string().nullable(),
  position: z.string().nullable(),
  contact: z.string().nullable(),
  address: z.string().nullable(),
  salary: z.number().nullable(),
  salaryType: z.enum(['Hourly', 'Daily', 'Weekly', 'Monthly', 'Yearly']).nullable(),
  departmentId: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  startDate: z.string().nullable(),
  /** Whether the member has a POS PIN (never the PIN). */
  hasPin: z.boolean(),
  /** When the member can work, by weekday ("0" = Sunday); null: any time. */
  availability: z.record(z.string(), z.array(z.object({ from: z.string(), to: z.string() }))).nullable(),
});
export type Member = z.infer<typeof ZMember>;

export const ZMembers = ZPage(ZMember);

export const ZInvitationResult = ZList(ZMember);

export const ZMyInvitations = ZList(
  z.object({
    id: z.string(),
    restaurant: z.object({
      id: z.string(),
      name: z.string(),
    }),
    roleName: z.string(),
    invitedAt: z.string(),
  }),
);

export const ZAcceptInvitation = z.object({
  workPlaces: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
    }),
  ),
});
