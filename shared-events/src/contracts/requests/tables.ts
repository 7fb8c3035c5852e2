import { z } from 'zod';
import { ZListQuery } from './page-query';
import { INT32_MAX } from './primitives';

export const TABLE_SHAPES = ['round', 'square', 'rectangle'] as const;
export const TABLE_STATUSES = ['free', 'occupied', 'reserved', 'needs_cleaning'] as const;

const ZLayout = {
  x: z.number().int().min(-100_000).max(100_000),
  y: z.number().int().min(-100_000).max(100_000),
  width: z.number().int().min(10).max(2000),
  height: z.number().int().min(10).max(2000),
  rotation: z.number().int().min(-360).max(360),
};

export const ZCreateTableBody = z.object({
  spaceId: z.string({ error: 'Please select a space.' }).uuid('Please select a space.'),
  name: z.string({ error: 'Table name is required.' }).trim().min(1, 'Table name is required.').max(40),
  capacity: z.number().int().min(1, 'Capacity must be at least 1.').max(100).default(2),
  shape: z.enum(TABLE_SHAPES).default('square'),
  x: ZLayout.x.default(0),
  y: ZLayout.y.default(0),
  width: ZLayout.width.default(80),
  height: ZLayout.height.default(80),
  rotation: ZLayout.rotation.default(0),
});
export type CreateTableBody = z.infer<typeof ZCreateTableBody>;

export const ZUpdateTableBody = z.object({
  version: z.number({ error: 'version is required' }).int().min(1).max(INT32_MAX),
  spaceId: z.string().uuid('Please select a space.').optional(),
  name: z.string().trim().min(1, 'Table name is required.').max(40).optional(),
  capacity: z.number().int().min(1, 'Capacity must be at least 1.').max(100).optional(),
  shape: z.enum(TABLE_SHAPES).optional(),
  x: ZLayout.x.optional(),
  y: ZLayout.y.optional(),
  width: ZLayout.width.optional(),
  height: ZLayout.height.optional(),
  rotation: ZLayout.rotation.optional(),
  status: z.enum(TABLE_STATUSES).optional(),
  isOpen: z.boolean().optional(),
});
export type UpdateTableBody = z.infer<typeof ZUpdateTableBody>;

export const ZTableStatusBody = z
  .object({
    status: z.enum(TABLE_STATUSES).optional(),
    isOpen: z.boolean().optional(),
    version: z.number().int().min(1).max(INT32_MAX).optional(),
  })
  .refine((b) => b.status !== undefined || b.isOpen !== undefined, {
    message: 'Send a status or isOpen',
    path: ['status'],
  });
export type TableStatusBody = z.infer<typeof ZTableStatusBody>;

export const ZTableListQuery = ZListQuery(['name', 'capacity', 'status', 'createdAt'], 200).extend({
  spaceId: z.string().uuid().optional(),
  status: z.enum(TABLE_STATUSES).optional(),
});
export type TableListQuery = z.infer<typeof ZTableListQuery>;
