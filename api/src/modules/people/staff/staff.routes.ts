import { operations as op } from '@ros/shared-events';
import { created, noContent } from '../../../kernel/replies';
import { defineRoutes } from '../../../kernel/routes';
import * as departments from './departments.service';
import { setPin } from './pin.service';
import { Pins } from './pins';
import { onTerminal } from './pin-entry';
import * as schedule from './schedule.service';
import * as clock from './time-clock.service';
import * as terminals from './terminals.service';
import * as tips from './tips.service';
import { labourReport } from './labour.service';

/** Staff: departments, POS PINs, the time clock (PIN on a terminal), punches and timesheets. */
export const staffRoutes = defineRoutes('staff', (r, deps) => {
  const pins = new Pins(deps.config.jwtSecret, deps.config.redisUrl);
  r.tenant(op.listDepartments, { summary: 'Departments' }, (ctx) => departments.listDepartments(ctx));
  r.tenant(op.createDepartment, { summary: 'Create a department' }, async (ctx, { body }) =>
    created(await departments.createDepartment(ctx, body)),
  );
  r.tenant(op.updateDepartment, { summary: 'Change a department' }, (ctx, { params, body }) =>
    departments.updateDepartment(ctx, params.departmentId, body),
  );
  r.tenant(
    op.deleteDepartment,
    { summary: 'Delete a department (its members keep no department)' },
    async (ctx, { params }) => {
      await departments.deleteDepartment(ctx, params.departmentId);
      return noContent();
    },
  );
  r.tenant(op.setPin, { summary: "Set or remove a member's POS PIN" }, (ctx, { params, body }) =>
    setPin(ctx, pins, params.memberId, body.pin),
  );
  r.tenant(
    op.postTimePunchesClockIn,
    { summary: 'Clock in with a PIN (on a signed-in terminal: X-Terminal-Token)' },
    async (ctx, { body, req }) =>
      onTerminal(ctx, req, async (terminal) => created(await clock.clockIn(ctx, pins, terminal, body.pin))),
  );
  r.tenant(
    op.postTimePunchesClockOut,
    { summary: 'Clock out with a PIN (on a signed-in terminal)' },
    (ctx, { body, req }) => onTerminal(ctx, req, (terminal) => clock.clockOut(ctx, pins, terminal, body.pin)),
  );
  r.tenant(
    op.postTimePunchesBreak,
    { summary: 'Start or end a break with a PIN (on a signed-in terminal)' },
    (ctx, { body, req }) =>
      onTerminal(ctx, req, (terminal) => clock.takeBreak(ctx, pins, terminal, body.pin, body.action)),
  );
  r.tenant(op.onNow, { summary: 'Who is clocked in now' }, (ctx) => clock.onNow(ctx));
  r.tenant(op.listPunches, { summary: 'Punches of a period' }, (ctx, { query }) => clock.listPunches(ctx, query));
  r.tenant(op.editPunch, { summary: 'Correct a punch (kept: the original and the reason)' }, (ctx, { params, body }) =>
    clock.editPunch(ctx, params.punchId, body),
  );
  r.tenant(op.listTerminals, { summary: 'The shared terminals signed in' }, (ctx) => terminals.listTerminals(ctx));
  r.tenant(
    op.createTerminal,
    { summary: 'Sign this device in as a shared terminal (its token is shown once)' },
    async (ctx, { body }) => created(await terminals.createTerminal(ctx, body)),
  );
  r.tenant(op.revokeTerminal, { summary: 'Sign a terminal out' }, async (ctx, { params }) => {
    await terminals.revokeTerminal(ctx, params.terminalId);
    return noContent();
  });
  r.open(
    op.pinSwitch,
    {
      summary:
        'On a terminal, switch to a member by their PIN (a floor session: this restaurant only, no refresh token)',
    },
    (ctx, { params, body }) =>
      terminals.pinSwitch(
        ctx,
        { jwtSecret: deps.config.jwtSecret, pins },
        params.restaurantId,
        body.terminalToken,
        body.pin,
      ),
  );
  r.tenant(op.listShifts, { summary: 'The schedule of a period (mine only unless I manage it)' }, (ctx, { query }) =>
    schedule.listShifts(ctx, query),
  );
  r.tenant(op.createShift, { summary: 'Add a shift (a draft until published)' }, async (ctx, { body }) =>
    created(await schedule.createShift(ctx, body)),
  );
  r.tenant(op.copyWeek, { summary: "Copy a week's shifts onto another week, as drafts" }, (ctx, { body }) =>
    schedule.copyWeek(ctx, body),
  );
  r.tenant(op.publishShifts, { summary: 'Publish the drafts of a period to their members' }, (ctx, { body }) =>
    schedule.publishShifts(ctx, body, deps.config.linkBase),
  );
  r.tenant(op.updateShift, { summary: 'Move or change a shift' }, (ctx, { params, body }) =>
    schedule.updateShift(ctx, params.shiftId, body),
  );
  r.tenant(op.deleteShift, { summary: 'Remove a shift' }, async (ctx, { params }) => {
    await schedule.deleteShift(ctx, params.shiftId);
    return noContent();
  });
  r.tenant(op.myAvailability, { summary: 'When I can work', apiKey: false }, (ctx) => schedule.myAvailability(ctx));
  r.tenant(
    op.putMembersMeAvailability,
    { summary: 'Say when I can work, by weekday (null: any time)', apiKey: false },
    (ctx, { body }) => schedule.setAvailability(ctx, ctx.member.memberId, body.availability),
  );
  r.tenant(
    op.putMembersAvailability,
    { summary: 'When a member can work, by weekday (null: any time)' },
    (ctx, { params, body }) => schedule.setAvailability(ctx, params.memberId, body.availability),
  );
  r.tenant(op.listTimeOff, { summary: 'Time-off requests (mine unless I manage staff)' }, (ctx) =>
    schedule.listTimeOff(ctx),
  );
  r.tenant(op.requestTimeOff, { summary: 'Ask for time off', apiKey: false }, async (ctx, { body }) =>
    created(await schedule.requestTimeOff(ctx, body)),
  );
  r.tenant(op.decideTimeOff, { summary: 'Approve or deny a time-off request' }, (ctx, { params, body }) =>
    schedule.decideTimeOff(ctx, params.requestId, body.status),
  );
  r.tenant(
    op.postTipsDeclarations,
    { summary: 'Declare cash tips with a PIN (today, on a signed-in terminal)' },
    (ctx, { body, req }) =>
      onTerminal(ctx, req, async (terminal) =>
        created(await tips.declareCashTips(ctx, pins, terminal, body.pin, body.amount)),
      ),
  );
  r.tenant(op.previewTips, { summary: "A day's tip-out before it is saved" }, (ctx, { query }) =>
    tips.previewTips(ctx, query.day, query.rule),
  );
  r.tenant(op.listDistributions, { summary: 'Saved tip-outs of a period' }, (ctx, { query }) =>
    tips.listDistributions(ctx, query.from, query.to),
  );
  r.tenant(op.distributeTips, { summary: "Share out a day's tips (once)" }, async (ctx, { body }) =>
    created(await tips.distributeTips(ctx, body.day, body.rule)),
  );
  r.tenant(
    op.labourReport,
    { summary: 'Labour hours and cost per day and department, against net sales' },
    (ctx, { query }) => labourReport(ctx, query.from, query.to),
  );
  r.tenant(op.timesheet, { summary: 'Regular and overtime hours and labour cost per member' }, (ctx, { query }) =>
    clock.timesheet(ctx, query),
  );
});
