/** This module's request schemas are shared with the web: `@ros/shared-events` (contracts/requests/stations.ts). */
export { type CreateStationBody, type UpdateStationBody, type StationListQuery } from '@ros/shared-events';
