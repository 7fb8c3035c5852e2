/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/tables.ts). */
export {
  type CreateTableBody,
  type UpdateTableBody,
  type TableStatusBody,
  type TableListQuery,
} from '@ros/shared-events';
