import type { DrawerSession } from '@ros/shared-events';

export type { DrawerSession, DrawerSessionSummary, DrawerReport as ZReport, PersonRef } from '@ros/shared-events';

/** A pay-in or pay-out with its reason; amounts are minor units. */
export type DrawerMovement = DrawerSession['movements'][number];
