import type { Space as SpaceReply, Table as TableReply } from '@ros/shared-events';
/** A room or area of the restaurant holding tables. */
export type Space = SpaceReply;

export const TABLE_STATUSES = ['free', 'occupied', 'reserved', 'needs_cleaning'] as const;
export type TableStatus = (typeof TABLE_STATUSES)[number];
export type TableShape = 'round' | 'square' | 'rectangle';

/** A dining table with its place on the floor plan; writes carry `version`. */
export type DiningTable = TableReply;

/** The geometry a floor plan edit changes. */
export type TableGeometry = Pick<DiningTable, 'x' | 'y' | 'width' | 'height' | 'rotation'>;

/** Status colours of the floor plan and the list. */
export const STATUS_COLORS: Record<TableStatus, string> = {
  free: '#238551',
  occupied: '#cd4246',
  reserved: '#2d72d2',
  needs_cleaning: '#d1980b',
};
