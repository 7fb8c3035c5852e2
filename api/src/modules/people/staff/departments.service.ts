import type { Department } from '@ros/shared-events';
import { notFound, duplicate, invalidInput } from '../../../kernel/errors';
import { authorizeAny } from '../../../kernel/authorize-any';
import { isForeignKeyViolation, isUniqueViolation, isUuid, type TenantContext } from '../../../kernel/tenant';
import { openDepartmentChannel } from '../../team/chat';
import * as repo from './staff.repo';
import type { DepartmentBody, UpdateDepartmentBody } from '@ros/shared-events';

const toDepartment = (d: repo.DepartmentRow): Department => ({
  id: d.id,
  name: d.name,
  color: d.color,
  managerMemberId: d.manager_member_id,
  managerName: d.manager_name,
  remarks: d.remarks,
  coverImageUrl: d.cover_image_url,
  members: Number(d.members ?? 0),
});

const DUPLICATE = 'A department with this name exists.';

/** A cover is a picture this restaurant uploaded: a department never shows another restaurant's file or an outside address. */
function checkCover(ctx: TenantContext, url: string | null | undefined) {
  if (url && !url.startsWith(`/uploads/${ctx.restaurant.id}/`))
    throw invalidInput('coverImageUrl', 'Upload the picture first.');
}
const NO_MANAGER = 'Choose a member of this restaurant.';

/** Departments with their manager and member count: for the staff list, schedule and reports filters. */
export async function listDepartments(ctx: TenantContext) {
  authorizeAny(ctx, 'view', ['departments', 'staff']);
  return { data: (await repo.listDepartments(ctx)).map(toDepartment) };
}

async function view(ctx: TenantContext, id: string) {
  const row = (await repo.listDepartments(ctx)).find((d) => d.id === id);
  if (!row) throw notFound('Department');
  return toDepartment(row);
}

/** A name or manager the database refuses, as the field's message. */
async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'departments_name_key')) throw duplicate(DUPLICATE, 'name');
    if (isForeignKeyViolation(err)) throw invalidInput('managerMemberId', NO_MANAGER);
    throw err;
  }
}

export async function createDepartment(ctx: TenantContext, body: DepartmentBody) {
  ctx.authorize('edit', 'departments');
  checkCover(ctx, body.coverImageUrl);
  const { id } = await saving(() =>
    repo.insertDepartment(ctx.trx, {
      restaurant_id: ctx.restaurant.id,
      name: body.name,
      color: body.color ?? null,
      manager_member_id: body.managerMemberId ?? null,
      remarks: body.remarks || null,
      cover_image_url: body.coverImageUrl || null,
    }),
  );
  await openDepartmentChannel(ctx, id);
  ctx.emit('department.created', { departmentId: id, name: body.name });
  return view(ctx, id);
}

async function load(ctx: TenantContext, id: string) {
  const row = isUuid(id) ? await repo.findDepartment(ctx, id) : undefined;
  if (!row) throw notFound('Department');
  return row;
}

export async function updateDepartment(ctx: TenantContext, id: string, body: UpdateDepartmentBody) {
  ctx.authorize('edit', 'departments');
  checkCover(ctx, body.coverImageUrl);
  await load(ctx, id);
  await saving(() =>
    repo.updateDepartment(ctx, id, {
      name: body.name,
      color: body.color,
      manager_member_id: body.managerMemberId,
      remarks: body.remarks === undefined ? undefined : body.remarks || null,
      cover_image_url: body.coverImageUrl === undefined ? undefined : body.coverImageUrl || null,
    }),
  );
  const d = await view(ctx, id);
  ctx.emit('department.updated', { departmentId: id, name: d.name });
  return d;
}

/** Deleting a department leaves its members without one. */
export async function deleteDepartment(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'departments');
  const d = await load(ctx, id);
  await repo.deleteDepartment(ctx, id);
  ctx.emit('department.deleted', { departmentId: id, name: d.name });
}
