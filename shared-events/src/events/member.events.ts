import { z } from 'zod';
import { defineEvent } from './define';

const who = (p: { email: string; roleName: string }) => ({ values: { email: p.email, role: p.roleName } });

const ZMemberRef = z.object({
  memberId: z.string().uuid(),
  userId: z.string().uuid().nullable(),
  email: z.string(),
  roleId: z.string().uuid(),
  roleName: z.string(),
});

/** A colleague was invited by email with a role. */
export const memberInvited = defineEvent('member.invited', ZMemberRef, { read: 'staff', describe: who });
/** An invitee accepted and became an active member. */
export const memberJoined = defineEvent('member.joined', ZMemberRef, { describe: who });
/** A member was removed from the restaurant. */
export const memberRemoved = defineEvent('member.removed', ZMemberRef, { describe: who });
/** A member's status changed (active / inactive). */
export const memberStatusChanged = defineEvent(
  'member.status_changed',
  ZMemberRef.extend({ status: z.enum(['active', 'pending', 'inactive']) }),
  { describe: (p) => ({ context: p.status, values: { email: p.email, status: p.status } }) },
);
/** A member got another role. */
export const memberRoleChanged = defineEvent(
  'member.role_changed',
  ZMemberRef.extend({ previousRoleId: z.string().uuid() }),
  { describe: who },
);
