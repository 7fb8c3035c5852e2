import { OverlayToaster, Position, type Toaster } from '@blueprintjs/core';

/** The app's toaster, in a chunk of its own: Blueprint's toasts load with the first toast shown. */
export const createToaster = (): Promise<Toaster> => OverlayToaster.create({ position: Position.TOP, maxToasts: 4 });
