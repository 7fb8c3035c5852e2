/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/staff.ts). */
export {
  type DepartmentBody,
  type UpdateDepartmentBody,
  type EditPunchBody,
  type PeriodQuery,
  type ShiftsQuery,
  type ShiftBody,
  type UpdateShiftBody,
  type CopyWeekBody,
  type PublishBody,
  type TimeOffBody,
} from '@ros/shared-events';
