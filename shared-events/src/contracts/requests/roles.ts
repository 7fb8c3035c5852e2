import { z } from 'zod';
import { PERMISSION_GROUPS, PERMISSION_KEYS, type PermissionMap } from '../../permissions';

const NAME_REQUIRED = 'Role name is required.';
const KINDS = new Map<string, 'level' | 'switch'>(
  PERMISSION_GROUPS.flatMap((g) => g.permissions.map((p) => [p.key, p.kind] as const)),
);

/** A permission tree: known keys only; switches are on/off (`none` | `edit`). */
export const ZPermissions = z
  .record(z.string(), z.enum(['none', 'view', 'edit']))
  .superRefine((map, ctx) => {
    for (const [key, level] of Object.entries(map)) {
      const kind = KINDS.get(key);
      if (!kind) ctx.addIssue({ code: 'custom', path: [key], message: `Unknown permission "${key}".` });
      else if (kind === 'switch' && level === 'view')
        ctx.addIssue({ code: 'custom', path: [key], message: `"${key}" is a switch: none or edit.` });
    }
  })
  .transform(
    (map) =>
      Object.fromEntries(
        PERMISSION_KEYS.filter((k) => map[k] && map[k] !== 'none').map((k) => [k, map[k]]),
      ) as PermissionMap,
  );

const fields = {
  icon: z.string().trim().max(50).nullable().optional(),
  remarks: z.string().trim().max(1000).nullable().optional(),
  permissions: ZPermissions.optional(),
  isDisabled: z.boolean().optional(),
};

export const ZCreateRoleBody = z.object({
  name: z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(60),
  ...fields,
});
export type CreateRoleBody = z.infer<typeof ZCreateRoleBody>;

export const ZUpdateRoleBody = z.object({
  name: z.string().trim().min(1, NAME_REQUIRED).max(60).optional(),
  ...fields,
});
export type UpdateRoleBody = z.infer<typeof ZUpdateRoleBody>;

export const ZDeleteRoleQuery = z.object({ transferTo: z.string().optional() });
