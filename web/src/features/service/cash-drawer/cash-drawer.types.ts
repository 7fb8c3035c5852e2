export type { DrawerSession, DrawerSessionSummary, DrawerReport as ZReport } from '@ros/shared-events';
