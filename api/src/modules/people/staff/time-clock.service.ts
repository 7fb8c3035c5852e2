import type { TimePunch, Timesheet } from '@ros/shared-events';
import { addDays } from '../../../kernel/days';
import { AppError, notFound, invalidInput } from '../../../kernel/errors';
import { authorizeAny } from '../../../kernel/authorize-any';
import { jsonb } from '../../../kernel/jsonb';
import { isUniqueViolation, isUuid, type TenantContext } from '../../../kernel/tenant';
import type { Pins } from './pins';
import { memberOnTerminal } from './pin-entry';
import type { TerminalRow } from './terminals.repo';
import * as repo from './staff.repo';
import type { EditPunchBody, PeriodQuery } from '@ros/shared-events';
import { businessDate } from '../../identity/restaurants';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Minutes worked by a punch (an open one up to `now`), its breaks (and a running one) taken off. */
export function workedMinutes(
  p: Pick<repo.PunchRow, 'clock_in_at' | 'clock_out_at' | 'break_minutes' | 'on_break_since'>,
  now = new Date(),
): number {
  const end = p.clock_out_at ? new Date(p.clock_out_at) : now;
  const onBreak =
    p.on_break_since && !p.clock_out_at ? (now.getTime() - new Date(p.on_break_since).getTime()) / 60_000 : 0;
  return Math.max(
    0,
    Math.round((end.getTime() - new Date(p.clock_in_at).getTime()) / 60_000 - p.break_minutes - onBreak),
  );
}

export function toPunch(p: repo.PunchRow, scheduledAt: Date | null = null): TimePunch {
  const original = p.original as { clockInAt: string; clockOutAt: string | null; breakMinutes: number } | null;
  return {
    id: p.id,
    memberId: p.member_id,
    memberName: p.member_name,
    departmentId: p.department_id,
    clockInAt: iso(p.clock_in_at)!,
    clockOutAt: iso(p.clock_out_at),
    breakMinutes: p.break_minutes,
    onBreakSince: iso(p.on_break_since),
    workedMinutes: workedMinutes(p),
    edited: original ? { by: (p.edited_by as { name: string }).name, reason: p.edit_reason ?? '', original } : null,
    scheduledAt: scheduledAt ? scheduledAt.toISOString() : null,
    lateMinutes: scheduledAt ? Math.round((new Date(p.clock_in_at).getTime() - scheduledAt.getTime()) / 60_000) : null,
  };
}

const NEAR_MS = 12 * 3_600_000;
/** Punches against the schedule: each with the start of its member's published shift nearest its clock-in (within 12 h). */
async function againstSchedule(ctx: TenantContext, punches: repo.PunchRow[]): Promise<TimePunch[]> {
  if (!punches.length) return [];
  const times = punches.map((p) => new Date(p.clock_in_at).getTime());
  const shifts = await repo.publishedShiftStarts(
    ctx,
    [...new Set(punches.map((p) => p.member_id))],
    new Date(Math.min(...times) - NEAR_MS),
    new Date(Math.max(...times) + NEAR_MS),
  );
  return punches.map((p) => {
    const at = new Date(p.clock_in_at).getTime();
    const nearest = shifts
      .filter((s) => s.member_id === p.member_id && Math.abs(new Date(s.starts_at).getTime() - at) <= NEAR_MS)
      .sort(
        (a, b) => Math.abs(new Date(a.starts_at).getTime() - at) - Math.abs(new Date(b.starts_at).getTime() - at),
      )[0];
    return toPunch(p, nearest ? new Date(nearest.starts_at) : null);
  });
}

async function reload(ctx: TenantContext, id: string) {
  return toPunch((await repo.punchById(ctx, id))!);
}

/** Clocks the PIN's member in (typed on a signed-in terminal); a member already in (or clocked in by another terminal at the same moment) gets 409. */
export async function clockIn(ctx: TenantContext, pins: Pins, terminal: TerminalRow, pin: string) {
  const member = await memberOnTerminal(ctx.trx, pins, ctx.restaurant.id, terminal, pin);
  const already = () => new AppError('conflict', `${member.name} is already clocked in.`);
  if (await repo.openPunchOf(ctx, member.id)) throw already();
  let id: string;
  try {
    ({ id } = await repo.insertPunch(ctx, member.id, new Date()));
  } catch (err) {
    if (isUniqueViolation(err, 'time_punches_open_key')) throw already();
    throw err;
  }
  const punch = await reload(ctx, id);
  ctx.emit('time_punch.clocked_in', { punch });
  return punch;
}

async function openPunchOfPin(ctx: TenantContext, pins: Pins, terminal: TerminalRow, pin: string) {
  const member = await memberOnTerminal(ctx.trx, pins, ctx.restaurant.id, terminal, pin);
  const open = await repo.openPunchOf(ctx, member.id);
  if (!open) throw new AppError('conflict', `${member.name} is not clocked in.`);
  return open;
}

const breakTaken = (p: repo.PunchRow, now: Date) =>
  p.on_break_since ? Math.round((now.getTime() - new Date(p.on_break_since).getTime()) / 60_000) : 0;

/** Clocks the PIN's member out (ending a running break). */
export async function clockOut(ctx: TenantContext, pins: Pins, terminal: TerminalRow, pin: string) {
  const open = await openPunchOfPin(ctx, pins, terminal, pin);
  const now = new Date();
  await repo.updatePunch(ctx, open.id, {
    clock_out_at: now,
    break_minutes: open.break_minutes + breakTaken(open, now),
    on_break_since: null,
  });
  const punch = await reload(ctx, open.id);
  ctx.emit('time_punch.clocked_out', { punch });
  return punch;
}

/** Starts or ends the PIN's member's break. */
export async function takeBreak(
  ctx: TenantContext,
  pins: Pins,
  terminal: TerminalRow,
  pin: string,
  action: 'start' | 'end',
) {
  const open = await openPunchOfPin(ctx, pins, terminal, pin);
  const now = new Date();
  if (action === 'start' && open.on_break_since)
    throw new AppError('conflict', `${open.member_name} is already on a break.`);
  if (action === 'end' && !open.on_break_since)
    throw new AppError('conflict', `${open.member_name} is not on a break.`);
  await repo.updatePunch(
    ctx,
    open.id,
    action === 'start'
      ? { on_break_since: now }
      : { on_break_since: null, break_minutes: open.break_minutes + breakTaken(open, now) },
  );
  const punch = await reload(ctx, open.id);
  ctx.emit('time_punch.break_changed', { punch });
  return punch;
}

/** Who is on now: the open punches. */
export async function onNow(ctx: TenantContext) {
  authorizeAny(ctx, 'view', ['staff', 'departments']);
  return { data: await againstSchedule(ctx, await repo.openPunches(ctx)) };
}

export async function listPunches(ctx: TenantContext, query: PeriodQuery) {
  authorizeAny(ctx, 'view', ['staff', 'departments']);
  return {
    data: await againstSchedule(
      ctx,
      await repo.punchesIn(ctx, ctx.restaurant.timeZone, query.from, query.to, query.departmentId),
    ),
  };
}

/** A manager corrects a punch: the first edit keeps the punch as it was; every edit records who and why. */
export async function editPunch(ctx: TenantContext, id: string, body: EditPunchBody) {
  ctx.authorize('edit', 'staff');
  const p = isUuid(id) ? await repo.punchById(ctx, id) : undefined;
  if (!p) throw notFound('Punch');
  const clockIn = body.clockInAt ? new Date(body.clockInAt) : new Date(p.clock_in_at);
  const clockOut =
    body.clockOutAt === undefined
      ? p.clock_out_at
        ? new Date(p.clock_out_at)
        : null
      : body.clockOutAt === null
        ? null
        : new Date(body.clockOutAt);
  if (clockOut && clockOut < clockIn) throw invalidInput('clockOutAt', 'The clock-out is before the clock-in.');
  if (clockIn > new Date()) throw invalidInput('clockInAt', 'The clock-in is in the future.');
  const original = p.original ?? {
    clockInAt: iso(p.clock_in_at),
    clockOutAt: iso(p.clock_out_at),
    breakMinutes: p.break_minutes,
  };
  try {
    await repo.updatePunch(ctx, id, {
      clock_in_at: clockIn,
      clock_out_at: clockOut,
      break_minutes: body.breakMinutes ?? p.break_minutes,
      on_break_since: clockOut ? null : p.on_break_since,
      original: jsonb(original),
      edited_by: jsonb(ctx.actor),
      edit_reason: body.reason,
    });
  } catch (err) {
    if (isUniqueViolation(err, 'time_punches_open_key'))
      throw new AppError('conflict', `${p.member_name} has another open punch.`, {
        clockOutAt: 'Another punch is open.',
      });
    throw err;
  }
  const punch = await reload(ctx, id);
  ctx.emit('time_punch.edited', { punch, reason: body.reason });
  return punch;
}

/** Minutes beyond this in one week (Monday to Sunday, by clock-in day) are overtime. */
export const WEEKLY_REGULAR_MINUTES = 40 * 60;
export const OVERTIME_RATE = 1.5;

/** The calendar day of an instant in the restaurant's time zone. */
export const localDay = (at: Date | string, timeZone: string) =>
  businessDate({ timeZone, dayStartHour: 0 }, new Date(at));
/** The Monday of a day's week. */
export const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/**
 * Each member's hours over a period: regular up to 40 h a week, overtime beyond, and for members
 * paid by the hour their cost (overtime at 1.5 ×), to the cent.
 */
export async function timesheet(ctx: TenantContext, query: PeriodQuery): Promise<Timesheet> {
  authorizeAny(ctx, 'view', ['staff', 'departments']);
  const [departmentRows, punches] = await repo.departmentsAndPunches(
    ctx,
    ctx.restaurant.timeZone,
    query.from,
    query.to,
    query.departmentId,
  );
  const departments = new Map(departmentRows.map((d) => [d.id, d.name]));
  const rows = new Map<string, Timesheet['rows'][number] & { weeks: Map<string, number>; rate: number | null }>();
  for (const p of punches) {
    const rate = p.salary_type === 'Hourly' && p.salary ? Number(p.salary) : null;
    const row = rows.get(p.member_id) ?? {
      memberId: p.member_id,
      memberName: p.member_name,
      departmentId: p.department_id,
      departmentName: p.department_id ? (departments.get(p.department_id) ?? null) : null,
      punches: 0,
      regularMinutes: 0,
      overtimeMinutes: 0,
      cost: null,
      weeks: new Map(),
      rate,
    };
    const minutes = workedMinutes(p);
    const week = mondayOf(localDay(new Date(p.clock_in_at), ctx.restaurant.timeZone));
    const before = row.weeks.get(week) ?? 0;
    const regular = Math.max(0, Math.min(minutes, WEEKLY_REGULAR_MINUTES - before));
    row.weeks.set(week, before + minutes);
    row.regularMinutes += regular;
    row.overtimeMinutes += minutes - regular;
    row.punches += 1;
    rows.set(p.member_id, row);
  }
  const out = [...rows.values()]
    .map(({ weeks: _w, rate, ...r }) => ({
      ...r,
      cost:
        rate === null ? null : Math.round((r.regularMinutes * rate + r.overtimeMinutes * rate * OVERTIME_RATE) / 60),
    }))
    .sort((a, b) => a.memberName.localeCompare(b.memberName));
  return {
    from: query.from,
    to: query.to,
    rows: out,
    totals: {
      regularMinutes: out.reduce((s, r) => s + r.regularMinutes, 0),
      overtimeMinutes: out.reduce((s, r) => s + r.overtimeMinutes, 0),
      cost: out.reduce((s, r) => s + (r.cost ?? 0), 0),
    },
  };
}
