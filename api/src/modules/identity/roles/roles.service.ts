import type { Role } from '@ros/shared-events';
import type { Updateable } from 'kysely';
import type { Roles } from '@ros/db';
import { SYSTEM_ROLES } from '@ros/shared-events';
import { AppError, duplicate, forbidden, notFound, ruleViolation, invalidInput } from '../../../kernel/errors';
import { isUniqueViolation, isUuid, type TenantContext } from '../../../kernel/tenant';
import * as repo from './roles.repo';
import type { CreateRoleBody, UpdateRoleBody } from '@ros/shared-events';

const SYSTEM_ORDER = Object.keys(SYSTEM_ROLES);
const NAME_TAKEN = 'A role with this name already exists.';
const ROLE_REQUIRED = 'Please select a role.';

function toRole(r: repo.RoleRow): Role {
  return {
    id: r.id,
    name: r.name,
    icon: r.icon,
    systemKey: r.system_key,
    isSystem: r.system_key !== null,
    isDisabled: r.is_disabled,
    employeeCount: Number(r.employee_count),
    remarks: r.remarks,
    permissions: r.permissions,
  };
}

const rank = (key: string | null) => (key === null ? SYSTEM_ORDER.length : SYSTEM_ORDER.indexOf(key));

/** Roles of the restaurant: readable by those who manage roles or staff (the invite dialog lists them). */
export async function listRoles(ctx: TenantContext) {
  if (!ctx.can('view', 'roles') && !ctx.can('view', 'staff')) throw forbidden();
  const rows = await repo.listRoles(ctx);
  rows.sort(
    (a, b) =>
      rank(a.system_key) - rank(b.system_key) || new Date(a.created_at).getTime() - new Date(b.created_at).getTime(),
  );
  return { data: rows.map(toRole) };
}

async function roleView(ctx: TenantContext, id: string) {
  const rows = await repo.listRoles(ctx);
  return toRole(rows.find((r) => r.id === id)!);
}

function nameConflict(err: unknown): never {
  if (isUniqueViolation(err, 'roles_name_key')) throw duplicate(NAME_TAKEN, 'name');
  throw err;
}

export async function createRole(ctx: TenantContext, body: CreateRoleBody) {
  ctx.authorize('edit', 'roles');
  ctx.requirePlan('customRoles', 'Custom roles need the Premium plan');
  const { id } = await repo
    .insertRole(
      ctx.trx,
      {
        restaurant_id: ctx.restaurant.id,
        name: body.name,
        icon: body.icon ?? null,
        remarks: body.remarks ?? null,
        is_disabled: body.isDisabled ?? false,
      },
      body.permissions ?? {},
    )
    .catch(nameConflict);
  ctx.emit('role.created', { roleId: id, name: body.name });
  return roleView(ctx, id);
}

async function roleOrThrow(ctx: TenantContext, id: string) {
  const role = isUuid(id) ? await repo.findRole(ctx, id) : undefined;
  if (!role) throw notFound('Role');
  return role;
}

export async function updateRole(ctx: TenantContext, id: string, body: UpdateRoleBody) {
  ctx.authorize('edit', 'roles');
  const role = await roleOrThrow(ctx, id);
  if (role.system_key === 'owner') throw ruleViolation("The Owner role can't be changed.");
  // A custom role kept from a lapsed subscription still works and can be removed, but not changed on Basic.
  if (!role.system_key) ctx.requirePlan('customRoles', 'Custom roles need the Premium plan');
  const values: Updateable<Roles> = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.icon !== undefined) values.icon = body.icon;
  if (body.remarks !== undefined) values.remarks = body.remarks;
  if (body.isDisabled !== undefined) values.is_disabled = body.isDisabled;
  const changes = [...Object.keys(body).filter((k) => body[k as keyof UpdateRoleBody] !== undefined)];
  if (changes.length) {
    await repo.updateRole(ctx, id, values, body.permissions).catch(nameConflict);
    ctx.emit('role.updated', { roleId: id, name: body.name ?? role.name, changes });
  }
  return roleView(ctx, id);
}

/**
 * Deletes a custom role. Staff still holding it must be transferred first (`transferTo`); each
 * move is a `member.role_changed`.
 */
export async function deleteRole(ctx: TenantContext, id: string, transferTo: string | undefined) {
  ctx.authorize('edit', 'roles');
  const role = await roleOrThrow(ctx, id);
  if (role.system_key !== null) throw ruleViolation(`"${role.name}" is a default role and can't be deleted.`);
  const employeeCount = await repo.countMembersOf(ctx, id);
  let transferredTo: string | null = null;
  if (employeeCount > 0) {
    if (!transferTo) {
      throw new AppError(
        'rule_violation',
        `You can't delete "${role.name}" role as there are employee in this role. Please transfer them to another role before deletion`,
        undefined,
        { employeeCount },
      );
    }
    const target = isUuid(transferTo) && transferTo !== id ? await repo.findRole(ctx, transferTo) : undefined;
    if (!target || target.system_key === 'owner') throw invalidInput('transferTo', ROLE_REQUIRED);
    const moved = await repo.moveMembers(ctx, id, target.id);
    for (const m of moved) {
      ctx.emit('member.role_changed', {
        memberId: m.id,
        userId: m.user_id,
        email: m.email,
        roleId: target.id,
        roleName: target.name,
        previousRoleId: id,
      });
    }
    transferredTo = target.id;
  }
  await repo.deleteRole(ctx, id);
  ctx.emit('role.deleted', { roleId: id, name: role.name, transferredTo });
}
