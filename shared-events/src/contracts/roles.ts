import { z } from 'zod';
import { ZList } from './common';

/** Reply shapes of the roles operations (see common.ts). */

export const ZRole = z.object({
  id: z.string(),
  name: z.string(),
  icon: z.string().nullable(),
  systemKey: z.string().nullable(),
  isSystem: z.boolean(),
  isDisabled: z.boolean(),
  employeeCount: z.number(),
  remarks: z.string().nullable(),
  permissions: z.unknown(),
});
export type Role = z.infer<typeof ZRole>;

export const ZRoles = ZList(ZRole);
