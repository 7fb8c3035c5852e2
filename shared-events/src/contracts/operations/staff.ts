/** The operations of the api's `staff` module: method, path, request and reply schemas (read by the api's routes, its OpenAPI document, and the web's types). */
import { ZSignIn } from '../auth';
import {
  ZBreakBody,
  ZCopyWeekBody,
  ZDecisionBody,
  ZDeclareTipsBody,
  ZDepartmentBody,
  ZDistributeBody,
  ZEditPunchBody,
  ZPin,
  ZPinBody,
  ZPinSwitchBody,
  ZPublishBody,
  ZShiftsQuery,
  ZStaffAvailabilityBody,
  ZStaffDayRangeQuery,
  ZStaffPeriodQuery,
  ZStaffShiftBody,
  ZTerminalBody,
  ZTimeOffBody,
  ZTipsQuery,
  ZUpdateDepartmentBody,
  ZUpdateShiftBody,
} from '../requests/staff';
import {
  ZDepartment,
  ZDepartments,
  ZLabourReport,
  ZNewTerminal,
  ZShift,
  ZShifts,
  ZTerminals,
  ZTimeOff,
  ZTimeOffs,
  ZTimePunch,
  ZTimePunches,
  ZTimesheet,
  ZTipDistribution,
  ZTipDistributions,
} from '../staff';
import { z } from 'zod';
import * as route from './routes';

export const listDepartments = { ...route.listDepartments, reply: ZDepartments } as const;
export const createDepartment = { ...route.createDepartment, body: ZDepartmentBody, reply: ZDepartment } as const;
export const updateDepartment = { ...route.updateDepartment, body: ZUpdateDepartmentBody, reply: ZDepartment } as const;
export const deleteDepartment = { ...route.deleteDepartment } as const;
export const setPin = {
  ...route.setPin,
  body: z.object({ pin: ZPin.nullable() }),
  reply: z.object({ hasPin: z.boolean() }),
} as const;
export const postTimePunchesClockIn = { ...route.postTimePunchesClockIn, body: ZPinBody, reply: ZTimePunch } as const;
export const postTimePunchesClockOut = { ...route.postTimePunchesClockOut, body: ZPinBody, reply: ZTimePunch } as const;
export const postTimePunchesBreak = { ...route.postTimePunchesBreak, body: ZBreakBody, reply: ZTimePunch } as const;
export const onNow = { ...route.onNow, reply: ZTimePunches } as const;
export const listPunches = { ...route.listPunches, query: ZStaffPeriodQuery, reply: ZTimePunches } as const;
export const editPunch = { ...route.editPunch, body: ZEditPunchBody, reply: ZTimePunch } as const;
export const listTerminals = { ...route.listTerminals, reply: ZTerminals } as const;
export const createTerminal = { ...route.createTerminal, body: ZTerminalBody, reply: ZNewTerminal } as const;
export const revokeTerminal = { ...route.revokeTerminal } as const;
export const pinSwitch = {
  ...route.pinSwitch,
  body: ZPinSwitchBody,
  reply: ZSignIn.omit({ refreshToken: true }).extend({
    restaurantId: z.string(),
    terminal: z.object({ id: z.string(), name: z.string(), idleLockSeconds: z.number() }),
  }),
} as const;
export const listShifts = { ...route.listShifts, query: ZShiftsQuery, reply: ZShifts } as const;
export const createShift = { ...route.createShift, body: ZStaffShiftBody, reply: ZShift } as const;
export const copyWeek = { ...route.copyWeek, body: ZCopyWeekBody, reply: ZShifts } as const;
export const publishShifts = {
  ...route.publishShifts,
  body: ZPublishBody,
  reply: z.object({ published: z.number() }),
} as const;
export const updateShift = { ...route.updateShift, body: ZUpdateShiftBody, reply: ZShift } as const;
export const deleteShift = { ...route.deleteShift } as const;
export const myAvailability = { ...route.myAvailability, reply: ZStaffAvailabilityBody } as const;
export const putMembersMeAvailability = {
  ...route.putMembersMeAvailability,
  body: ZStaffAvailabilityBody,
  reply: ZStaffAvailabilityBody,
} as const;
export const putMembersAvailability = {
  ...route.putMembersAvailability,
  body: ZStaffAvailabilityBody,
  reply: ZStaffAvailabilityBody,
} as const;
export const listTimeOff = { ...route.listTimeOff, reply: ZTimeOffs } as const;
export const requestTimeOff = { ...route.requestTimeOff, body: ZTimeOffBody, reply: ZTimeOff } as const;
export const decideTimeOff = { ...route.decideTimeOff, body: ZDecisionBody, reply: ZTimeOff } as const;
export const postTipsDeclarations = {
  ...route.postTipsDeclarations,
  body: ZDeclareTipsBody,
  reply: z.object({ memberId: z.string(), name: z.string(), businessDate: z.string(), amount: z.number() }),
} as const;
export const previewTips = { ...route.previewTips, query: ZTipsQuery, reply: ZTipDistribution } as const;
export const listDistributions = {
  ...route.listDistributions,
  query: ZStaffDayRangeQuery,
  reply: ZTipDistributions,
} as const;
export const distributeTips = { ...route.distributeTips, body: ZDistributeBody, reply: ZTipDistribution } as const;
export const labourReport = { ...route.labourReport, query: ZStaffDayRangeQuery, reply: ZLabourReport } as const;
export const timesheet = { ...route.timesheet, query: ZStaffPeriodQuery, reply: ZTimesheet } as const;
