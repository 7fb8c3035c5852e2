import { z } from 'zod';
import { ZList } from './common';

/** Reply shapes of the staff operations: departments, the time clock, timesheets. */

export const ZDepartment = z.object({
  id: z.string(),
  name: z.string(),
  color: z.string().nullable(),
  managerMemberId: z.string().nullable(),
  managerName: z.string().nullable(),
  remarks: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  members: z.number(),
});
export type Department = z.infer<typeof ZDepartment>;
export const ZDepartments = ZList(ZDepartment);

export const ZTimePunch = z.object({
  id: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  departmentId: z.string().nullable(),
  clockInAt: z.string(),
  clockOutAt: z.string().nullable(),
  breakMinutes: z.number(),
  onBreakSince: z.string().nullable(),
  /** Worked minutes so far (open punches up to now), breaks taken off. */
  workedMinutes: z.number(),
  edited: z
    .object({
      by: z.string(),
      reason: z.string(),
      original: z.object({ clockInAt: z.string(), clockOutAt: z.string().nullable(), breakMinutes: z.number() }),
    })
    .nullable(),
  /** The start of the member's published shift nearest the clock-in, and how late (negative: early) they clocked in. */
  scheduledAt: z.string().nullable(),
  lateMinutes: z.number().nullable(),
});
export type TimePunch = z.infer<typeof ZTimePunch>;
export const ZTimePunches = ZList(ZTimePunch);

/** One member's hours over a period: regular and overtime (beyond 40 h in a week), and their cost. */
export const ZTimesheetRow = z.object({
  memberId: z.string(),
  memberName: z.string(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  punches: z.number(),
  regularMinutes: z.number(),
  overtimeMinutes: z.number(),
  /** Hourly members: regular × rate + overtime × 1.5 × rate, in minor units; null without an hourly rate. */
  cost: z.number().nullable(),
});
export const ZTimesheet = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(ZTimesheetRow),
  totals: z.object({ regularMinutes: z.number(), overtimeMinutes: z.number(), cost: z.number() }),
});
export type Timesheet = z.infer<typeof ZTimesheet>;

/** A device signed in as one of the restaurant's shared terminals (its token is shown only when created). */
export const ZTerminal = z.object({
  id: z.string(),
  name: z.string(),
  idleLockSeconds: z.number(),
  createdBy: z.string(),
  createdAt: z.string(),
  lastSwitchAt: z.string().nullable(),
});
export type Terminal = z.infer<typeof ZTerminal>;
export const ZTerminals = ZList(ZTerminal);
export const ZNewTerminal = ZTerminal.extend({ restaurantId: z.string(), token: z.string() });

/** A scheduled shift, with what the manager should look at (overlap, time off, overtime). */
export const ZShift = z.object({
  id: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  departmentId: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  notes: z.string().nullable(),
  publishedAt: z.string().nullable(),
  warnings: z.array(z.enum(['overlap', 'time_off', 'overtime', 'unavailable'])),
});
export type Shift = z.infer<typeof ZShift>;
export const ZShifts = ZList(ZShift);

export const ZTimeOff = z.object({
  id: z.string(),
  memberId: z.string(),
  memberName: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  reason: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'denied']),
  decidedBy: z.string().nullable(),
});
export type TimeOff = z.infer<typeof ZTimeOff>;
export const ZTimeOffs = ZList(ZTimeOff);

/** A business day's tip-out: the pool (bill tips + declared cash) and each member's share, to the cent. */
export const ZTipDistribution = z.object({
  id: z.string().nullable(),
  businessDate: z.string(),
  rule: z.enum(['hours', 'points', 'individual']),
  billTips: z.number(),
  cashTips: z.number(),
  pool: z.number(),
  lines: z.array(
    z.object({
      memberId: z.string().nullable(),
      name: z.string(),
      minutes: z.number(),
      points: z.number(),
      amount: z.number(),
    }),
  ),
  createdBy: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type TipDistribution = z.infer<typeof ZTipDistribution>;
export const ZTipDistributions = ZList(ZTipDistribution);

const ZLabourFigures = z.object({
  minutes: z.number(),
  cost: z.number(),
  netSales: z.number(),
  labourPercent: z.number().nullable(),
});
/** Labour per day and department beside the day's net sales. */
export const ZLabourReport = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(
    ZLabourFigures.extend({
      day: z.string(),
      departments: z.array(
        z.object({
          departmentId: z.string().nullable(),
          department: z.string().nullable(),
          minutes: z.number(),
          cost: z.number(),
        }),
      ),
    }),
  ),
  totals: ZLabourFigures,
});
export type LabourReport = z.infer<typeof ZLabourReport>;
