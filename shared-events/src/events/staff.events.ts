import { z } from 'zod';
import { defineEvent } from './define';

const id = z.string().uuid();
const ZDepartmentRef = z.object({ departmentId: id, name: z.string() });
/** A punch as the time clock shows it (the full punch travels; unknown keys pass through). */
const ZPunch = z.looseObject({
  id,
  memberId: id,
  memberName: z.string(),
  clockInAt: z.string(),
  clockOutAt: z.string().nullable(),
});
const punch = z.object({ punch: ZPunch });
const who = (p: { punch: { memberName: string } }) => ({ values: { name: p.punch.memberName } });
const readers = { read: 'staff' } as const;

export const departmentCreated = defineEvent('department.created', ZDepartmentRef, {
  read: 'departments',
  describe: (p) => ({ values: { name: p.name } }),
});
export const departmentUpdated = defineEvent('department.updated', ZDepartmentRef, {
  read: 'departments',
  describe: (p) => ({ values: { name: p.name } }),
});
export const departmentDeleted = defineEvent('department.deleted', ZDepartmentRef, {
  read: 'departments',
  describe: (p) => ({ values: { name: p.name } }),
});

/** A member clocked in (with their PIN on a terminal). */
export const clockedIn = defineEvent('time_punch.clocked_in', punch, { ...readers, describe: who });
/** A member clocked out. */
export const clockedOut = defineEvent('time_punch.clocked_out', punch, { ...readers, describe: who });
/** A break started or ended. */
export const breakChanged = defineEvent('time_punch.break_changed', punch, { ...readers, describe: who });
/** A manager corrected a punch (the original and the reason are kept). */
export const punchEdited = defineEvent('time_punch.edited', punch.extend({ reason: z.string() }), {
  ...readers,
  describe: (p) => ({ values: { name: p.punch.memberName, reason: p.reason } }),
});

/** Who may read schedule events besides managers: the members they name, once their shifts are published. */
const namesMe = (payload: unknown, userId: string) => {
  const p = payload as { memberUserIds?: string[]; memberUserId?: string | null; published?: boolean } | null;
  if (!p) return false;
  if (p.memberUserIds) return p.memberUserIds.includes(userId);
  return p.memberUserId === userId && p.published !== false;
};
const schedule = { read: 'departments', visibleTo: namesMe } as const;

/** A shift was added, moved or removed (its member sees it once published). */
export const shiftChanged = defineEvent(
  'shift.changed',
  z.object({
    shiftId: id,
    memberUserId: id.nullable(),
    published: z.boolean(),
    change: z.enum(['created', 'updated', 'deleted']),
  }),
  {
    ...schedule,
    describe: (p) => ({ context: p.change }),
  },
);
/** Shifts of a period were published: each member named now sees theirs. */
export const shiftsPublished = defineEvent(
  'shift.published',
  z.object({ from: z.string(), to: z.string(), count: z.number().int(), memberUserIds: z.array(id) }),
  {
    ...schedule,
    describe: (p) => ({ values: { count: p.count, from: p.from, to: p.to } }),
  },
);
/** A member asked for time off, or a manager answered. */
export const timeOffRequested = defineEvent(
  'time_off.requested',
  z.object({ requestId: id, memberUserId: id.nullable(), memberName: z.string() }),
  {
    read: 'staff',
    visibleTo: namesMe,
    describe: (p) => ({ values: { name: p.memberName } }),
  },
);
export const timeOffDecided = defineEvent(
  'time_off.decided',
  z.object({
    requestId: id,
    memberUserId: id.nullable(),
    memberName: z.string(),
    status: z.enum(['approved', 'denied']),
  }),
  {
    read: 'staff',
    visibleTo: namesMe,
    describe: (p) => ({ context: p.status, values: { name: p.memberName } }),
  },
);

/** A member declared cash tips. */
export const tipsDeclared = defineEvent(
  'tips.declared',
  z.object({ memberId: id, name: z.string(), businessDate: z.string(), amount: z.number().int() }),
  {
    read: 'staff',
    describe: (p) => ({ values: { name: p.name, amount: (p.amount / 100).toFixed(2) } }),
  },
);
/** A day's tips were shared out. */
export const tipsDistributed = defineEvent(
  'tips.distributed',
  z.object({ distributionId: id, businessDate: z.string(), pool: z.number().int() }),
  {
    read: 'staff',
    describe: (p) => ({ values: { day: p.businessDate, amount: (p.pool / 100).toFixed(2) } }),
  },
);

/** Wrong PINs keep being typed on a terminal (every 5th): managers are alerted. */
export const pinFailures = defineEvent(
  'terminal.pin_failures',
  z.object({ terminalId: id, terminalName: z.string(), failures: z.number().int() }),
  {
    read: 'staff',
    describe: (p) => ({ values: { terminal: p.terminalName, count: p.failures } }),
  },
);
