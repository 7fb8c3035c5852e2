import { z } from 'zod';
import { ZDepartment, ZDepartments, ZNewTerminal, ZShift, ZShifts, ZSignIn, ZTerminals, ZTimeOff, ZTimeOffs, ZTimePunch, ZTimePunches, ZTimesheet, ZTipDistribution, ZTipDistributions, ZLabourReport } from '@ros/shared-events';
import { created, noContent } from '../../../kernel/replies';
import { defineRoutes } from '../../../kernel/routes';
import * as departments from './departments.service';
import { setPin } from './pin.service';
import { Pins } from './pins';
import { onTerminal } from './pin-entry';
import * as schedule from './schedule.service';
import { ZAvailabilityBody, ZDeclareTipsBody, ZDistributeBody, ZTipsQuery, ZDayRangeQuery,
  ZBreakBody, ZCopyWeekBody, ZDecisionBody, ZPinSwitchBody, ZPublishBody, ZShiftBody, ZShiftsQuery, ZTerminalBody, ZTimeOffBody, ZUpdateShiftBody, ZDepartmentBody, ZEditPunchBody, ZPeriodQuery, ZPin, ZPinBody, ZUpdateDepartmentBody } from './staff.schemas';
import * as clock from './time-clock.service';
import * as terminals from './terminals.service';
import * as tips from './tips.service';
import { labourReport } from './labour.service';

/** Staff: departments, POS PINs, the time clock (PIN on a terminal), punches and timesheets. */
export const staffRoutes = defineRoutes('staff', (r, deps) => {
  const base = '/api/restaurants/:restaurantId';
  const pins = new Pins(deps.config.jwtSecret, deps.config.redisUrl);
  r.tenant('get', `${base}/departments`, { summary: 'Departments', reply: ZDepartments }, (ctx) => departments.listDepartments(ctx));
  r.tenant('post', `${base}/departments`, { summary: 'Create a department', body: ZDepartmentBody, reply: ZDepartment }, async (ctx, { body }) => created(await departments.createDepartment(ctx, body)));
  r.tenant('patch', `${base}/departments/:departmentId`, { summary: 'Change a department', body: ZUpdateDepartmentBody, reply: ZDepartment }, (ctx, { params, body }) =>
    departments.updateDepartment(ctx, params.departmentId, body));
  r.tenant('delete', `${base}/departments/:departmentId`, { summary: 'Delete a department (its members keep no department)' }, async (ctx, { params }) => {
    await departments.deleteDepartment(ctx, params.departmentId);
    return noContent();
  });
  r.tenant('put', `${base}/members/:memberId/pin`, { summary: "Set or remove a member's POS PIN", body: z.object({ pin: ZPin.nullable() }), reply: z.object({ hasPin: z.boolean() }) }, (ctx, { params, body }) =>
    setPin(ctx, pins, params.memberId, body.pin));
  r.tenant('post', `${base}/time-punches/clock-in`, { summary: 'Clock in with a PIN (on a signed-in terminal: X-Terminal-Token)', body: ZPinBody, reply: ZTimePunch }, async (ctx, { body, req }) =>
    onTerminal(ctx, req, async (terminal) => created(await clock.clockIn(ctx, pins, terminal, body.pin))));
  r.tenant('post', `${base}/time-punches/clock-out`, { summary: 'Clock out with a PIN (on a signed-in terminal)', body: ZPinBody, reply: ZTimePunch }, (ctx, { body, req }) => onTerminal(ctx, req, (terminal) => clock.clockOut(ctx, pins, terminal, body.pin)));
  r.tenant('post', `${base}/time-punches/break`, { summary: 'Start or end a break with a PIN (on a signed-in terminal)', body: ZBreakBody, reply: ZTimePunch }, (ctx, { body, req }) =>
    onTerminal(ctx, req, (terminal) => clock.takeBreak(ctx, pins, terminal, body.pin, body.action)));
  r.tenant('get', `${base}/time-punches/on-now`, { summary: 'Who is clocked in now', reply: ZTimePunches }, (ctx) => clock.onNow(ctx));
  r.tenant('get', `${base}/time-punches`, { summary: 'Punches of a period', query: ZPeriodQuery, reply: ZTimePunches }, (ctx, { query }) => clock.listPunches(ctx, query));
  r.tenant('patch', `${base}/time-punches/:punchId`, { summary: 'Correct a punch (kept: the original and the reason)', body: ZEditPunchBody, reply: ZTimePunch }, (ctx, { params, body }) =>
    clock.editPunch(ctx, params.punchId, body));
  r.tenant('get', `${base}/terminal-sessions`, { summary: 'The shared terminals signed in', reply: ZTerminals }, (ctx) => terminals.listTerminals(ctx));
  r.tenant('post', `${base}/terminal-sessions`, { summary: 'Sign this device in as a shared terminal (its token is shown once)', body: ZTerminalBody, reply: ZNewTerminal }, async (ctx, { body }) =>
    created(await terminals.createTerminal(ctx, body)));
  r.tenant('delete', `${base}/terminal-sessions/:terminalId`, { summary: 'Sign a terminal out' }, async (ctx, { params }) => {
    await terminals.revokeTerminal(ctx, params.terminalId);
    return noContent();
  });
  r.open('post', `${base}/pin-switch`, { summary: 'On a terminal, switch to a member by their PIN (a floor session: this restaurant only, no refresh token)', body: ZPinSwitchBody, reply: ZSignIn.omit({ refreshToken: true }).extend({ restaurantId: z.string(), terminal: z.object({ id: z.string(), name: z.string(), idleLockSeconds: z.number() }) }) }, (ctx, { params, body }) =>
    terminals.pinSwitch(ctx, { jwtSecret: deps.config.jwtSecret, pins }, params.restaurantId, body.terminalToken, body.pin));
  r.tenant('get', `${base}/shifts`, { summary: 'The schedule of a period (mine only unless I manage it)', query: ZShiftsQuery, reply: ZShifts }, (ctx, { query }) => schedule.listShifts(ctx, query));
  r.tenant('post', `${base}/shifts`, { summary: 'Add a shift (a draft until published)', body: ZShiftBody, reply: ZShift }, async (ctx, { body }) => created(await schedule.createShift(ctx, body)));
  r.tenant('post', `${base}/shifts/copy-week`, { summary: "Copy a week's shifts onto another week, as drafts", body: ZCopyWeekBody, reply: ZShifts }, (ctx, { body }) => schedule.copyWeek(ctx, body));
  r.tenant('post', `${base}/shifts/publish`, { summary: 'Publish the drafts of a period to their members', body: ZPublishBody, reply: z.object({ published: z.number() }) }, (ctx, { body }) => schedule.publishShifts(ctx, body));
  r.tenant('patch', `${base}/shifts/:shiftId`, { summary: 'Move or change a shift', body: ZUpdateShiftBody, reply: ZShift }, (ctx, { params, body }) => schedule.updateShift(ctx, params.shiftId, body));
  r.tenant('delete', `${base}/shifts/:shiftId`, { summary: 'Remove a shift' }, async (ctx, { params }) => {
    await schedule.deleteShift(ctx, params.shiftId);
    return noContent();
  });
  r.tenant('get', `${base}/members/me/availability`, { summary: 'When I can work', reply: ZAvailabilityBody }, (ctx) => schedule.myAvailability(ctx));
  r.tenant('put', `${base}/members/me/availability`, { summary: 'Say when I can work, by weekday (null: any time)', body: ZAvailabilityBody, reply: ZAvailabilityBody }, (ctx, { body }) =>
    schedule.setAvailability(ctx, ctx.member.memberId, body.availability));
  r.tenant('put', `${base}/members/:memberId/availability`, { summary: 'When a member can work, by weekday (null: any time)', body: ZAvailabilityBody, reply: ZAvailabilityBody }, (ctx, { params, body }) =>
    schedule.setAvailability(ctx, params.memberId, body.availability));
  r.tenant('get', `${base}/time-off`, { summary: "Time-off requests (mine unless I manage staff)", reply: ZTimeOffs }, (ctx) => schedule.listTimeOff(ctx));
  r.tenant('post', `${base}/time-off`, { summary: 'Ask for time off', body: ZTimeOffBody, reply: ZTimeOff }, async (ctx, { body }) => created(await schedule.requestTimeOff(ctx, body)));
  r.tenant('post', `${base}/time-off/:requestId/decision`, { summary: 'Approve or deny a time-off request', body: ZDecisionBody, reply: ZTimeOff }, (ctx, { params, body }) =>
    schedule.decideTimeOff(ctx, params.requestId, body.status));
  r.tenant('post', `${base}/tips/declarations`, { summary: 'Declare cash tips with a PIN (today, on a signed-in terminal)', body: ZDeclareTipsBody, reply: z.object({ memberId: z.string(), name: z.string(), businessDate: z.string(), amount: z.number() }) }, (ctx, { body, req }) =>
    onTerminal(ctx, req, async (terminal) => created(await tips.declareCashTips(ctx, pins, terminal, body.pin, body.amount))));
  r.tenant('get', `${base}/tips/preview`, { summary: "A day's tip-out before it is saved", query: ZTipsQuery, reply: ZTipDistribution }, (ctx, { query }) => tips.previewTips(ctx, query.day, query.rule));
  r.tenant('get', `${base}/tips/distributions`, { summary: 'Saved tip-outs of a period', query: ZDayRangeQuery, reply: ZTipDistributions }, (ctx, { query }) => tips.listDistributions(ctx, query.from, query.to));
  r.tenant('post', `${base}/tips/distributions`, { summary: "Share out a day's tips (once)", body: ZDistributeBody, reply: ZTipDistribution }, async (ctx, { body }) => created(await tips.distributeTips(ctx, body.day, body.rule)));
  r.tenant('get', `${base}/labour`, { summary: 'Labour hours and cost per day and department, against net sales', query: ZDayRangeQuery, reply: ZLabourReport }, (ctx, { query }) => labourReport(ctx, query.from, query.to));
  r.tenant('get', `${base}/timesheets`, { summary: 'Regular and overtime hours and labour cost per member', query: ZPeriodQuery, reply: ZTimesheet }, (ctx, { query }) => clock.timesheet(ctx, query));
});
