import type { z } from 'zod';
import type { PermissionKey } from '../permissions';

/**
 * One entry of the event catalog. `read` names the permission a subscriber needs to see the
 * payload; without it the event is delivered hidden. Types are never renamed, only versioned.
 */
export interface EventDefinition<T extends string = string, S extends z.ZodType = z.ZodType> {
  type: T;
  version: number;
  schema: S;
  read: PermissionKey | null;
  /**
   * Who else may read it without the `read` permission, decided per event from its payload
   * (e.g. the driver a delivery is assigned to). Absent: only `read` decides.
   */
  visibleTo?: (payload: unknown, userId: string) => boolean;
}

export function defineEvent<T extends string, S extends z.ZodType>(
  type: T,
  schema: S,
  options: { version?: number; read?: PermissionKey | null; visibleTo?: (payload: unknown, userId: string) => boolean } = {},
): EventDefinition<T, S> {
  return { type, schema, version: options.version ?? 1, read: options.read ?? null, ...(options.visibleTo ? { visibleTo: options.visibleTo } : {}) };
}
