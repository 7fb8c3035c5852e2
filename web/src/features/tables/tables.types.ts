/** A room or area of the restaurant holding tables. */
export interface Space {
  id: string;
  name: string;
  sortOrder: number;
  tableCount: number;
}

export const TABLE_STATUSES = ['free', 'occupied', 'reserved', 'needs_cleaning'] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];
export type TableShape = 'round' | 'square' | 'rectangle';

/** A dining table with its place on the floor plan; writes carry `version`. */
export interface DiningTable {
  id: string;
  spaceId: string;
  spaceName?: string;
  name: string;
  capacity: number;
  shape: TableShape;
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
  status: TableStatus;
  isOpen: boolean;
  qrToken: string;
  version: number;
}

/** The geometry a floor plan edit changes. */
export type TableGeometry = Pick<DiningTable, 'x' | 'y' | 'width' | 'height' | 'rotation'>;

/** Status colours of the floor plan and the list. */
export const STATUS_COLORS: Record<TableStatus, string> = {
  free: '#238551',
  occupied: '#cd4246',
  reserved: '#2d72d2',
  needs_cleaning: '#d1980b',
};
