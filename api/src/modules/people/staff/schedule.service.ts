import { createHash } from 'node:crypto';
import type { EventPayload, EventType, Shift, TimeOff } from '@ros/shared-events';
import { addDays, daysBetween } from '../../../kernel/days';
import { AppError, notFound, invalidInput } from '../../../kernel/errors';
import { authorizeAny } from '../../../kernel/authorize-any';
import { jsonb } from '../../../kernel/jsonb';
import { isForeignKeyViolation, isUuid, type TenantContext } from '../../../kernel/tenant';
import { notify, type NotifyContext } from '../../messaging/notifications';
import * as repo from './schedule.repo';
import type {
  CopyWeekBody,
  PublishBody,
  ShiftBody,
  ShiftsQuery,
  TimeOffBody,
  UpdateShiftBody,
} from '@ros/shared-events';
import { localDay, mondayOf, WEEKLY_REGULAR_MINUTES } from './time-clock.service';

const iso = (d: Date | string) => new Date(d).toISOString();
const canManage = (ctx: TenantContext) => ctx.can('edit', 'departments') || ctx.can('edit', 'staff');
const authorizeManage = (ctx: TenantContext) => authorizeAny(ctx, 'edit', ['departments', 'staff']);

/**
 * The shifts with what a manager should look at: another shift of the member at the same time, an
 * approved day off, or more than 40 scheduled hours in the week (all shifts of the week count).
 */
async function withWarnings(ctx: TenantContext, rows: repo.ShiftRow[], week: repo.ShiftRow[]): Promise<Shift[]> {
  const tz = ctx.restaurant.timeZone;
  const days = rows.map((r) => localDay(r.starts_at, tz)).sort();
  const memberIds = [...new Set(rows.map((r) => r.member_id))];
  const off = days.length ? await repo.approvedTimeOff(ctx, memberIds, days[0]!, days.at(-1)!) : [];
  const windows = new Map(
    (await repo.availabilityOf(ctx, memberIds)).map((m) => [m.id, m.availability as Availability | null]),
  );
  const weekMinutes = new Map<string, number>();
  for (const s of week) {
    const key = `${s.member_id}|${mondayOf(localDay(s.starts_at, tz))}`;
    weekMinutes.set(
      key,
      (weekMinutes.get(key) ?? 0) + (new Date(s.ends_at).getTime() - new Date(s.starts_at).getTime()) / 60_000,
    );
  }
  return rows.map((s) => {
    const day = localDay(s.starts_at, tz);
    const warnings: Shift['warnings'] = [];
    if (
      week.some(
        (o) =>
          o.id !== s.id &&
          o.member_id === s.member_id &&
          new Date(o.starts_at) < new Date(s.ends_at) &&
          new Date(s.starts_at) < new Date(o.ends_at),
      )
    )
      warnings.push('overlap');
    if (off.some((o) => o.member_id === s.member_id && o.starts_on <= day && day <= o.ends_on))
      warnings.push('time_off');
    if ((weekMinutes.get(`${s.member_id}|${mondayOf(day)}`) ?? 0) > WEEKLY_REGULAR_MINUTES) warnings.push('overtime');
    if (!fitsAvailability(windows.get(s.member_id) ?? null, s.starts_at, s.ends_at, tz)) warnings.push('unavailable');
    return {
      id: s.id,
      memberId: s.member_id,
      memberName: s.member_name,
      departmentId: s.department_id,
      startsAt: iso(s.starts_at),
      endsAt: iso(s.ends_at),
      notes: s.notes,
      publishedAt: s.published_at ? iso(s.published_at) : null,
      warnings,
    };
  });
}

type Availability = Record<string, { from: string; to: string }[]>;
const clock = (at: Date | string, timeZone: string) =>
  new Date(at).toLocaleTimeString('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** Whether a shift lies within one of its member's windows that weekday (no availability set: any time). */
function fitsAvailability(
  availability: Availability | null,
  startsAt: Date | string,
  endsAt: Date | string,
  tz: string,
) {
  if (!availability) return true;
  const weekday = String(new Date(`${localDay(startsAt, tz)}T12:00:00Z`).getUTCDay());
  const from = clock(startsAt, tz);
  const to = clock(endsAt, tz);
  // A shift past midnight ends "before" it starts on the clock: it needs a window reaching 24:00.
  return (availability[weekday] ?? []).some((w) => w.from <= from && (to > from ? to <= w.to : w.to === '23:59'));
}

/** A member sets when they can work (or a staff manager does it for them); null: any time. */
export async function setAvailability(ctx: TenantContext, memberId: string, availability: Availability | null) {
  if (memberId !== ctx.member.memberId) ctx.authorize('edit', 'staff');
  if (!isUuid(memberId)) throw notFound('Member');
  for (const windows of Object.values(availability ?? {})) {
    if (windows.some((w) => w.to <= w.from)) throw invalidInput('availability', 'A window ends before it starts.');
  }
  const r = await repo.setAvailability(ctx, memberId, availability);
  if (!Number(r.numUpdatedRows)) throw notFound('Member');
  return { availability };
}

/** My own availability (every member reads theirs). */
export async function myAvailability(ctx: TenantContext) {
  const [me] = await repo.availabilityOf(ctx, [ctx.member.memberId]);
  return { availability: (me?.availability as Availability | null) ?? null };
}

/** The weeks around [from, to] (whole weeks, so the overtime warning sees every shift of them). */
const weeksAround = (from: string, to: string) => ({ from: mondayOf(from), to: addDays(mondayOf(to), 6) });

/**
 * The schedule of a period. Managers see every shift (drafts too); everyone else sees their own
 * published shifts.
 */
export async function listShifts(ctx: TenantContext, query: ShiftsQuery) {
  const tz = ctx.restaurant.timeZone;
  if (daysBetween(query.from, query.to) > 62)
    throw new AppError('invalid_input', 'Choose at most two months.', { to: 'At most two months after the start.' });
  const mine = query.mine || !canManage(ctx);
  const filter = mine ? { memberId: ctx.member.memberId, publishedOnly: true } : { departmentId: query.departmentId };
  const w = weeksAround(query.from, query.to);
  const week = await repo.shiftsIn(ctx, tz, w.from, w.to, mine ? filter : {});
  const rows = week.filter((s) => {
    const day = localDay(s.starts_at, tz);
    return day >= query.from && day <= query.to && (!filter.departmentId || s.department_id === filter.departmentId);
  });
  return { data: await withWarnings(ctx, rows, week) };
}

async function one(ctx: TenantContext, id: string) {
  const tz = ctx.restaurant.timeZone;
  const row = await repo.findShift(ctx, id);
  if (!row) throw notFound('Shift');
  const day = localDay(row.starts_at, tz);
  const w = weeksAround(day, day);
  const week = await repo.shiftsIn(ctx, tz, w.from, w.to, { memberId: row.member_id });
  return {
    shift: (
      await withWarnings(
        ctx,
        week.filter((s) => s.id === id),
        week,
      )
    )[0]!,
    userId: week.find((s) => s.id === id)!.member_user_id,
  };
}

function times(startsAt: string, endsAt: string) {
  const start = new Date(startsAt);
  const end = new Date(endsAt);
  if (end <= start) throw invalidInput('endsAt', 'The shift ends before it starts.');
  if (end.getTime() - start.getTime() > 24 * 3_600_000) throw invalidInput('endsAt', 'A shift lasts at most 24 hours.');
  return { start, end };
}

async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isForeignKeyViolation(err))
      throw new AppError('invalid_input', 'Choose a member and department of this restaurant.', {
        memberId: 'Choose a member of this restaurant.',
      });
    throw err;
  }
}

export async function createShift(ctx: TenantContext, body: ShiftBody) {
  authorizeManage(ctx);
  const { start, end } = times(body.startsAt, body.endsAt);
  const [row] = await writing(() =>
    repo.insertShifts(ctx.trx, [
      {
        restaurant_id: ctx.restaurant.id,
        member_id: body.memberId,
        department_id: body.departmentId ?? null,
        starts_at: start,
        ends_at: end,
        notes: body.notes ?? null,
      },
    ]),
  );
  const { shift, userId } = await one(ctx, row!.id);
  ctx.emit('shift.changed', { shiftId: shift.id, memberUserId: userId, published: false, change: 'created' });
  return shift;
}

/** Moves or changes a shift (a published one stays published, and its member sees the change). */
export async function updateShift(ctx: TenantContext, id: string, body: UpdateShiftBody) {
  authorizeManage(ctx);
  const row = isUuid(id) ? await repo.findShift(ctx, id) : undefined;
  if (!row) throw notFound('Shift');
  const { start, end } = times(body.startsAt ?? iso(row.starts_at), body.endsAt ?? iso(row.ends_at));
  const before = await one(ctx, id);
  await writing(() =>
    repo.updateShift(ctx, id, {
      member_id: body.memberId,
      department_id: body.departmentId,
      notes: body.notes,
      starts_at: start,
      ends_at: end,
    }),
  );
  const { shift, userId } = await one(ctx, id);
  const published = shift.publishedAt !== null;
  ctx.emit('shift.changed', { shiftId: id, memberUserId: userId, published, change: 'updated' });
  // Moved to another member: the one it left hears of it too.
  if (published && before.userId !== userId)
    ctx.emit('shift.changed', { shiftId: id, memberUserId: before.userId, published, change: 'deleted' });
  if (published) {
    const moved = before.userId !== userId;
    await notifyShift(ctx, userId, moved ? 'added' : 'changed', shift.startsAt);
    if (moved) await notifyShift(ctx, before.userId, 'removed', before.shift.startsAt);
  }
  return shift;
}

export async function deleteShift(ctx: TenantContext, id: string) {
  authorizeManage(ctx);
  if (!isUuid(id)) throw notFound('Shift');
  const { shift, userId } = await one(ctx, id);
  await repo.deleteShift(ctx, id);
  ctx.emit('shift.changed', {
    shiftId: id,
    memberUserId: userId,
    published: shift.publishedAt !== null,
    change: 'deleted',
  });
  if (shift.publishedAt !== null) await notifyShift(ctx, userId, 'removed', shift.startsAt);
}

const SHIFT_TITLES = {
  added: 'You have a new shift',
  changed: 'One of your shifts changed',
  removed: 'One of your shifts was removed',
};

/**
 * A member learns that a shift they can see (a published one) was added, moved or removed. Drafts
 * are the manager's business until published (`publishShifts` tells each member then).
 */
async function notifyShift(
  ctx: TenantContext,
  userId: string | null,
  change: keyof typeof SHIFT_TITLES,
  startsAt: string,
) {
  if (!userId) return;
  const when = new Date(startsAt).toLocaleString('en-GB', {
    timeZone: ctx.restaurant.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  await notify(ctx, {
    kind: 'shift_change',
    to: { userIds: [userId] },
    title: SHIFT_TITLES[change],
    body: change === 'removed' ? `The shift of ${when} is no longer yours.` : `Starting ${when}.`,
    link: '/apps/management/schedule',
  });
}

/** A department named in a command must be one of this restaurant's. */
async function assertDepartment(ctx: TenantContext, departmentId: string | undefined) {
  if (departmentId && !(await repo.departmentExists(ctx, departmentId))) {
    throw invalidInput('departmentId', 'Choose a department of this restaurant.');
  }
}

/** Copies a week's shifts (e.g. last week's) onto another week, as drafts; a shift already there is not doubled. */
export async function copyWeek(ctx: TenantContext, body: CopyWeekBody) {
  authorizeManage(ctx);
  await assertDepartment(ctx, body.departmentId);
  const tz = ctx.restaurant.timeZone;
  const from = mondayOf(body.fromWeek);
  const to = mondayOf(body.toWeek);
  const shiftMs = daysBetween(from, to) * 86_400_000;
  if (!shiftMs) throw invalidInput('toWeek', 'Choose another week to copy to.');
  const source = await repo.shiftsIn(ctx, tz, from, addDays(from, 6), { departmentId: body.departmentId });
  const target = await repo.shiftsIn(ctx, tz, to, addDays(to, 6));
  const exists = new Set(target.map((s) => `${s.member_id}|${new Date(s.starts_at).getTime()}`));
  const rows = source
    .map((s) => ({
      restaurant_id: ctx.restaurant.id,
      member_id: s.member_id,
      department_id: s.department_id,
      starts_at: new Date(new Date(s.starts_at).getTime() + shiftMs),
      ends_at: new Date(new Date(s.ends_at).getTime() + shiftMs),
      notes: s.notes,
    }))
    .filter((r) => !exists.has(`${r.member_id}|${r.starts_at.getTime()}`));
  const created = await repo.insertShifts(ctx.trx, rows);
  for (const c of created)
    ctx.emit('shift.changed', { shiftId: c.id, memberUserId: null, published: false, change: 'created' });
  return listShifts(ctx, { from: to, to: addDays(to, 6), departmentId: body.departmentId });
}

/**
 * Publishes the drafts of a period: each member named sees their shifts from now on (live) and is
 * told once, as their `shift_change` settings say: in the app, and by email (listing their shifts in
 * the restaurant's time zone) only when they asked for email. A shift is published once, so the
 * dedupe key (the member's published shifts) makes each publish tell each member once.
 */
export async function publishShifts(ctx: TenantContext, body: PublishBody, linkBase: string) {
  authorizeManage(ctx);
  await assertDepartment(ctx, body.departmentId);
  const { count, shiftIds, userIds } = await repo.publish(
    ctx,
    ctx.restaurant.timeZone,
    body.from,
    body.to,
    body.departmentId,
  );
  if (count) ctx.emit('shift.published', { from: body.from, to: body.to, count, memberUserIds: userIds });
  await notifyPublishedShifts(ctx, shiftIds, body, linkBase);
  return { published: count };
}

async function notifyPublishedShifts(ctx: TenantContext, shiftIds: string[], body: PublishBody, linkBase: string) {
  const byUser = new Map<string, repo.ShiftToAnnounce[]>();
  for (const s of await repo.shiftsToAnnounce(ctx, shiftIds))
    if (s.user_id) byUser.set(s.user_id, [...(byUser.get(s.user_id) ?? []), s]);
  const notifyContext: NotifyContext = {
    trx: ctx.trx,
    restaurantId: ctx.restaurantId,
    linkBase,
    emitIn: <T extends EventType>(_restaurantId: string, type: T, payload: EventPayload<T>) => ctx.emit(type, payload),
  };
  for (const [userId, shifts] of byUser) {
    const ids = createHash('sha256')
      .update(shifts.map((s) => s.id).join(','))
      .digest('hex')
      .slice(0, 32);
    await notify(notifyContext, {
      kind: 'shift_change',
      to: { userIds: [userId] },
      title: 'Your shifts were published',
      body: `See your shifts from ${body.from} to ${body.to}.`,
      link: '/apps/management/schedule',
      dedupeKey: `shifts-published:${ids}`,
      emailAs: {
        kind: 'shift_published',
        data: {
          memberName: shifts[0]!.member_name,
          timeZone: ctx.restaurant.timeZone,
          shifts: shifts.map((s) => ({
            startsAt: new Date(s.starts_at).toISOString(),
            endsAt: new Date(s.ends_at).toISOString(),
            department: s.department,
            notes: s.notes,
          })),
        },
      },
    });
  }
}

const toTimeOff = (r: repo.TimeOffRow): TimeOff => ({
  id: r.id,
  memberId: r.member_id,
  memberName: r.member_name,
  startsOn: r.starts_on,
  endsOn: r.ends_on,
  reason: r.reason,
  status: r.status as TimeOff['status'],
  decidedBy: (r.decided_by as { name: string } | null)?.name ?? null,
});

/** Time-off requests: a manager sees everyone's, a member their own. */
export async function listTimeOff(ctx: TenantContext) {
  const all = ctx.can('view', 'staff');
  return { data: (await repo.listTimeOff(ctx, all ? {} : { memberId: ctx.member.memberId })).map(toTimeOff) };
}

/** A member asks for days off. */
export async function requestTimeOff(ctx: TenantContext, body: TimeOffBody) {
  if (body.endsOn < body.startsOn) throw invalidInput('endsOn', 'The last day is before the first.');
  if (!ctx.member.memberId) throw new AppError('invalid_input', 'Only members ask for time off.');
  const { id } = await repo.insertTimeOff(ctx.trx, {
    restaurant_id: ctx.restaurant.id,
    member_id: ctx.member.memberId,
    starts_on: body.startsOn,
    ends_on: body.endsOn,
    reason: body.reason ?? null,
  });
  const [row] = await repo.listTimeOff(ctx, { id });
  ctx.emit('time_off.requested', { requestId: id, memberUserId: row!.member_user_id, memberName: row!.member_name });
  await notify(ctx, {
    kind: 'time_off_request',
    to: { permission: 'staff', action: 'edit' },
    title: `${row!.member_name} asks for time off`,
    body: `${body.startsOn} to ${body.endsOn}${body.reason ? `: ${body.reason}` : ''}`,
    link: '/apps/management/schedule',
    relatedId: id,
    dedupeKey: `time_off_request:${id}`,
  });
  return toTimeOff(row!);
}

/** A manager approves or denies a pending request (once). */
export async function decideTimeOff(ctx: TenantContext, id: string, status: 'approved' | 'denied') {
  ctx.authorize('edit', 'staff');
  const [row] = isUuid(id) ? await repo.listTimeOff(ctx, { id }) : [];
  if (!row) throw notFound('Time-off request');
  const done = await repo.decideTimeOff(ctx, id, { status, decided_by: jsonb(ctx.actor), decided_at: new Date() });
  if (!Number(done.numUpdatedRows)) throw new AppError('conflict', 'This request was already answered.');
  ctx.emit('time_off.decided', {
    requestId: id,
    memberUserId: row.member_user_id,
    memberName: row.member_name,
    status,
  });
  if (row.member_user_id)
    await notify(ctx, {
      kind: 'time_off_request',
      to: { userIds: [row.member_user_id] },
      title: status === 'approved' ? 'Your time off was approved' : 'Your time off was denied',
      body: `${row.starts_on} to ${row.ends_on}`,
      link: '/apps/management/schedule',
      relatedId: id,
      dedupeKey: `time_off_decided:${id}`,
    });
  return toTimeOff({ ...row, status, decided_by: { ...ctx.actor } });
}

/** Published shifts of [start, end) for the calendar's Staff shifts. */
export async function publishedShiftsBetween(ctx: TenantContext, start: Date, end: Date) {
  const tz = ctx.restaurant.timeZone;
  const rows = await repo.shiftsIn(ctx, tz, localDay(new Date(start.getTime() - 86_400_000), tz), localDay(end, tz), {
    publishedOnly: true,
  });
  return rows.filter((s) => new Date(s.starts_at) < end && new Date(s.ends_at) > start);
}
