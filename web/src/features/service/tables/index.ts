/** What other features use of this feature; the route table imports its pages directly (lazily). */
export { guestMenuUrl, printQrCards, useQrCodes } from './QrDialog';
export { FloorCanvas } from './floor/FloorCanvas';
export { useSetTableStatusMutation } from './tables.api';
export { STATUS_COLORS, TABLE_STATUSES, type DiningTable, type Space } from './tables.types';
export { useFloor } from './useFloor';
