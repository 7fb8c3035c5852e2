import { z } from 'zod';
import { defineEvent } from './define';

const id = z.string().uuid();
const ZDepartmentRef = z.object({ departmentId: id, name: z.string() });
/** A punch as the time clock shows it (the full punch travels; unknown keys pass through). */
const ZPunch = z.looseObject({ id, memberId: id, memberName: z.string(), clockInAt: z.string(), clockOutAt: z.string().nullable() });
const punch = z.object({ punch: ZPunch });
const who = (p: { punch: { memberName: string } }) => ({ values: { name: p.punch.memberName } });
const readers = { read: 'staff' } as const;

export const departmentCreated = defineEvent('department.created', ZDepartmentRef, { read: 'departments', describe: (p) => ({ values: { name: p.name } }) });
export const departmentUpdated = defineEvent('department.updated', ZDepartmentRef, { read: 'departments', describe: (p) => ({ values: { name: p.name } }) });
export const departmentDeleted = defineEvent('department.deleted', ZDepartmentRef, { read: 'departments', describe: (p) => ({ values: { name: p.name } }) });

/** A member clocked in (with their PIN on a terminal). */
export const clockedIn = defineEvent('time_punch.clocked_in', punch, { ...readers, describe: who });
/** A member clocked out. */
export const clockedOut = defineEvent('time_punch.clocked_out', punch, { ...readers, describe: who });
/** A break started or ended. */
export const breakChanged = defineEvent('time_punch.break_changed', punch, { ...readers, describe: who });
/** A manager corrected a punch (the original and the reason are kept). */
export const punchEdited = defineEvent('time_punch.edited', punch.extend({ reason: z.string() }), { ...readers, describe: (p) => ({ values: { name: p.punch.memberName, reason: p.reason } }) });
