import { z } from 'zod';
import { defineEvent } from './define';

const ZMemberRef = z.object({
  memberId: z.string().uuid(),
  userId: z.string().uuid().nullable(),
  email: z.string(),
  roleId: z.string().uuid(),
  roleName: z.string(),
});

/** A colleague was invited by email with a role. */
export const memberInvited = defineEvent('member.invited', ZMemberRef, { read: 'staff' });
/** An invitee accepted and became an active member. */
export const memberJoined = defineEvent('member.joined', ZMemberRef);
/** A member was removed from the restaurant. */
export const memberRemoved = defineEvent('member.removed', ZMemberRef);
/** A member's status changed (active / inactive). */
export const memberStatusChanged = defineEvent(
  'member.status_changed',
  ZMemberRef.extend({ status: z.enum(['active', 'pending', 'inactive']) }),
);
/** A member got another role. */
export const memberRoleChanged = defineEvent('member.role_changed', ZMemberRef.extend({ previousRoleId: z.string().uuid() }));
