import type { Updateable } from 'kysely';
import type { Members } from '@ros/db';
import { AppError, duplicate, notFound, ruleViolation, invalidInput } from '../../../kernel/errors';
import { isForeignKeyViolation, isUniqueViolation, isUuid, type TenantContext } from '../../../kernel/tenant';
import { queueMessage } from '../../messaging/outbox';
import * as repo from './members.repo';
import { memberRef, toMember } from './member-view';
import { ROLE_REQUIRED, type InviteBody, type ListMembersQuery, type UpdateMemberBody } from '@ros/shared-events';

const OWNER_LOCKED = "The restaurant owner can't be demoted, deactivated or removed.";

export async function listMembers(ctx: TenantContext, query: ListMembersQuery) {
  ctx.authorize('view', 'staff');
  const { rows, total } = await repo.listMembers(ctx, query);
  return { data: rows.map(toMember), total };
}

/** A role of this restaurant that staff may be given (not Owner), or 400 "Please select a role.". */
async function assignableRole(ctx: TenantContext, roleId: string, field: string) {
  const role = isUuid(roleId) ? await repo.findRole(ctx, roleId) : undefined;
  if (!role || role.system_key === 'owner') throw invalidInput(field, ROLE_REQUIRED);
  return role;
}

/**
 * Invites several people at once; each becomes a pending member until they accept, and is emailed
 * the invitation (in the same transaction: no row without its email, no email without its row).
 * `linkBase` is where the email's link points.
 */
export async function inviteMembers(ctx: TenantContext, body: InviteBody, linkBase: string) {
  ctx.authorize('edit', 'staff');
  const invites = body.invites.filter((inv, i) => body.invites.findIndex((o) => o.email === inv.email) === i);
  for (const [i, inv] of invites.entries()) await assignableRole(ctx, inv.roleId, `invites.${i}.roleId`);
  const existing = new Set(
    (
      await repo.findMembersByEmail(
        ctx,
        invites.map((i) => i.email),
      )
    ).map((m) => m.email.toLowerCase()),
  );
  const fields: Record<string, string> = {};
  invites.forEach((inv, i) => {
    if (existing.has(inv.email)) fields[`invites.${i}.email`] = `${inv.email} is already a member of this restaurant.`;
  });
  const first = Object.values(fields)[0];
  if (first) throw new AppError('conflict', first, fields);

  const inserted = await repo
    .insertPendingMembers(
      ctx.trx,
      invites.map((inv) => ({
        restaurant_id: ctx.restaurant.id,
        email: inv.email,
        role_id: inv.roleId,
        invited_by: ctx.user.id,
      })),
    )
    .catch((err: unknown) => {
      // Someone invited the same email at the same moment.
      if (isUniqueViolation(err, 'members_email_key'))
        throw duplicate('This email is already a member of this restaurant.');
      throw err;
    });
  const members = [];
  for (const { id } of inserted) {
    const m = (await repo.findMember(ctx, id))!;
    ctx.emit('member.invited', memberRef(m));
    await queueMessage(ctx.trx, linkBase, {
      restaurantId: ctx.restaurant.id,
      kind: 'staff_invitation',
      to: m.email,
      data: { invitedBy: ctx.user.name, roleName: m.role_name },
      relatedId: m.id,
      dedupeKey: `staff_invitation:${m.id}`,
    });
    members.push(toMember(m));
  }
  return { data: members };
}

async function memberOrThrow(ctx: TenantContext, memberId: string) {
  const m = isUuid(memberId) ? await repo.findMember(ctx, memberId) : undefined;
  if (!m) throw notFound('Member');
  return m;
}

export async function updateMember(ctx: TenantContext, memberId: string, body: UpdateMemberBody) {
  ctx.authorize('edit', 'staff');
  const m = await memberOrThrow(ctx, memberId);
  const isOwner = m.role_key === 'owner';
  const roleChange = body.roleId !== undefined && body.roleId !== m.role_id;
  const statusChange = body.status !== undefined && body.status !== m.status;
  if (isOwner && (roleChange || statusChange)) throw ruleViolation(OWNER_LOCKED);
  if (statusChange && m.status === 'pending') {
    throw ruleViolation('This person has not accepted the invitation yet.');
  }
  if (roleChange) await assignableRole(ctx, body.roleId!, 'roleId');

  const values: Updateable<Members> = {};
  if (roleChange) values.role_id = body.roleId;
  if (statusChange) values.status = body.status;
  if (body.fullName !== undefined) values.full_name = body.fullName || null;
  if (body.position !== undefined) values.position = body.position || null;
  if (body.contact !== undefined) values.contact = body.contact || null;
  if (body.address !== undefined) values.address = body.address || null;
  if (body.salary !== undefined) values.salary = body.salary;
  if (body.salaryType !== undefined) values.salary_type = body.salaryType;
  if (body.departmentId !== undefined) values.department_id = body.departmentId;
  if (body.emergencyContact !== undefined) values.emergency_contact = body.emergencyContact || null;
  if (body.startDate !== undefined) values.start_date = body.startDate;
  if (Object.keys(values).length) {
    try {
      await repo.updateMember(ctx, m.id, values);
    } catch (err) {
      if (isForeignKeyViolation(err)) throw invalidInput('departmentId', 'Choose a department of this restaurant.');
      throw err;
    }
  }

  const updated = (await repo.findMember(ctx, m.id))!;
  if (roleChange) ctx.emit('member.role_changed', { ...memberRef(updated), previousRoleId: m.role_id });
  if (statusChange)
    ctx.emit('member.status_changed', { ...memberRef(updated), status: updated.status as 'active' | 'inactive' });
  return toMember(updated);
}

export async function removeMember(ctx: TenantContext, memberId: string) {
  ctx.authorize('edit', 'staff');
  const m = await memberOrThrow(ctx, memberId);
  if (m.role_key === 'owner') throw ruleViolation(OWNER_LOCKED);
  await repo.deleteMember(ctx, m.id);
  ctx.emit('member.removed', memberRef(m));
}
