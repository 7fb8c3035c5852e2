import { z } from 'zod';

/** A published shift of the member this week (restaurant time shown by the client). */
export const ZProfileShift = z.object({ id: z.string(), startsAt: z.string(), endsAt: z.string() });

/**
 * A member's profile card. Everyone in the restaurant sees name, role, department, avatar and
 * languages; contact and the week's shifts only the member themself and those who view staff.
 */
export const ZMemberProfile = z.object({
  memberId: z.string(),
  name: z.string(),
  role: z.string(),
  department: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  languages: z.array(z.string()),
  isSelf: z.boolean(),
  /** Null when the viewer may not see it. */
  phone: z.string().nullable(),
  email: z.string().nullable(),
  shifts: z.array(ZProfileShift).nullable(),
  hoursThisWeek: z.number().nullable(),
});
export type MemberProfile = z.infer<typeof ZMemberProfile>;
