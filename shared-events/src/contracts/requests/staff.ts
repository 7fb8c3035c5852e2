import { z } from 'zod';
import { ZClockTime, ZMoney } from './primitives';

const day = z.iso.date('Use a date (YYYY-MM-DD).');
/** A POS PIN: 4 to 6 digits. */
export const ZPin = z
  .string({ error: 'Enter a PIN of 4 to 6 digits.' })
  .regex(/^\d{4,6}$/, 'Enter a PIN of 4 to 6 digits.');

const departmentFields = {
  name: z
    .string({ error: 'Department name is required.' })
    .trim()
    .min(1, 'Department name is required.')
    .max(60, 'At most 60 characters.'),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #2d72d2.')
    .nullable()
    .optional(),
  managerMemberId: z.string().uuid('Unknown member.').nullable().optional(),
  /** What the team should know about the department (the specification's remarks). */
  remarks: z.string().trim().max(2000, 'At most 2000 characters.').nullable().optional(),
  /** A cover photo: an uploaded image's URL. */
  coverImageUrl: z.string().trim().max(2000).nullable().optional(),
};
export const ZDepartmentBody = z.object(departmentFields);
export type DepartmentBody = z.infer<typeof ZDepartmentBody>;
export const ZUpdateDepartmentBody = z.object({ ...departmentFields, name: departmentFields.name.optional() });
export type UpdateDepartmentBody = z.infer<typeof ZUpdateDepartmentBody>;

export const ZPinBody = z.object({ pin: ZPin });
export const ZBreakBody = z.object({ pin: ZPin, action: z.enum(['start', 'end'], 'Start or end a break.') });

const instant = z.iso.datetime({ offset: true, error: 'Use a date and time.' });
export const ZEditPunchBody = z.object({
  clockInAt: instant.optional(),
  clockOutAt: instant.nullable().optional(),
  breakMinutes: z.number().int('Whole minutes.').min(0, 'Cannot be negative.').max(1440).optional(),
  reason: z
    .string({ error: 'Say why the punch is corrected.' })
    .trim()
    .min(3, 'Say why the punch is corrected.')
    .max(300),
});
export type EditPunchBody = z.infer<typeof ZEditPunchBody>;

export const ZStaffPeriodQuery = z
  .object({ from: day, to: day, departmentId: z.string().uuid().optional() })
  .refine((q) => q.from <= q.to, { message: 'The end is before the start.', path: ['to'] });
export type PeriodQuery = z.infer<typeof ZStaffPeriodQuery>;

export const ZTerminalBody = z.object({
  name: z.string({ error: 'Name the terminal.' }).trim().min(1, 'Name the terminal.').max(60),
  idleLockSeconds: z
    .number()
    .int('Whole seconds.')
    .min(10, 'At least 10 seconds.')
    .max(3600, 'At most an hour.')
    .optional(),
});
export const ZPinSwitchBody = z.object({
  terminalToken: z.string().min(10, 'Sign this device in as a terminal.').max(200),
  pin: ZPin,
});

const id = (what: string) => z.string({ error: `Choose a ${what}.` }).uuid(`Choose a ${what}.`);
export const ZShiftsQuery = z
  .object({
    from: day,
    to: day,
    departmentId: z.string().uuid().optional(),
    mine: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  })
  .refine((q) => q.from <= q.to, { message: 'The end is before the start.', path: ['to'] });
export type ShiftsQuery = { from: string; to: string; departmentId?: string; mine?: boolean };
export const ZStaffShiftBody = z.object({
  memberId: id('member'),
  departmentId: id('department').nullable().optional(),
  startsAt: instant,
  endsAt: instant,
  notes: z.string().trim().max(300).nullable().optional(),
});
export type ShiftBody = z.infer<typeof ZStaffShiftBody>;
export const ZUpdateShiftBody = ZStaffShiftBody.partial();
export type UpdateShiftBody = z.infer<typeof ZUpdateShiftBody>;
export const ZCopyWeekBody = z.object({ fromWeek: day, toWeek: day, departmentId: z.string().uuid().optional() });
export type CopyWeekBody = z.infer<typeof ZCopyWeekBody>;
export const ZPublishBody = z
  .object({ from: day, to: day, departmentId: z.string().uuid().optional() })
  .refine((q) => q.from <= q.to, { message: 'The end is before the start.', path: ['to'] });
export type PublishBody = z.infer<typeof ZPublishBody>;
export const ZTimeOffBody = z.object({
  startsOn: day,
  endsOn: day,
  reason: z.string().trim().max(300).nullable().optional(),
});
export type TimeOffBody = z.infer<typeof ZTimeOffBody>;
export const ZDecisionBody = z.object({ status: z.enum(['approved', 'denied'], 'Approve or deny.') });

const rule = z.enum(['hours', 'points', 'individual'], 'Share by hours, points or each their own.');
export const ZTipsQuery = z.object({ day, rule: rule.optional() });
export const ZDistributeBody = z.object({ day, rule: rule.optional() });
export const ZDeclareTipsBody = z.object({ pin: ZPin, amount: ZMoney.refine((n) => n > 0, 'Declare more than zero.') });
export const ZStaffDayRangeQuery = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { message: 'The end is before the start.', path: ['to'] });

export const ZStaffAvailabilityBody = z.object({
  availability: z
    .partialRecord(
      z.enum(['0', '1', '2', '3', '4', '5', '6']),
      z.array(z.object({ from: ZClockTime, to: ZClockTime })).max(4),
    )
    .nullable(),
});
