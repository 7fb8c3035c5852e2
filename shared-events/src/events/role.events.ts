import { z } from 'zod';
import { defineEvent } from './define';

const named = (p: { name: string }) => ({ values: { name: p.name } });

const ZRoleRef = z.object({ roleId: z.string().uuid(), name: z.string() });

/** A custom role was created. */
export const roleCreated = defineEvent('role.created', ZRoleRef, { read: 'roles', describe: named });
/** A role's name, permissions or disabled flag changed. */
export const roleUpdated = defineEvent('role.updated', ZRoleRef.extend({ changes: z.array(z.string()) }), {
  describe: named,
});
/** A role was deleted (its staff moved to `transferredTo`). */
export const roleDeleted = defineEvent(
  'role.deleted',
  ZRoleRef.extend({ transferredTo: z.string().uuid().nullable() }),
  {
    read: 'roles',
    describe: (p) => ({ values: { name: p.name }, ...(p.transferredTo ? { context: 'transfer' } : {}) }),
  },
);
