import type { OtherIncome, PersonRef } from '@ros/shared-events';
import { notFound } from '../../../kernel/errors';
import { jsonb } from '../../../kernel/jsonb';
import { isUuid, type TenantContext } from '../../../kernel/tenant';
import type { OtherIncomeBody, OtherIncomeQuery } from '@ros/shared-events';
import * as repo from './income.repo';

const toIncome = (i: repo.IncomeRow): OtherIncome => ({
  id: i.id,
  receivedOn: i.day,
  kind: i.kind as OtherIncome['kind'],
  description: i.description,
  amount: Number(i.amount),
  method: i.method as OtherIncome['method'],
  createdBy: i.created_by as PersonRef,
  createdAt: new Date(i.created_at).toISOString(),
});

/** Income beside bill revenue: catering, events, other. */
export async function listIncome(ctx: TenantContext, query: OtherIncomeQuery) {
  ctx.authorize('view', 'income');
  const { rows, total } = await repo.listIncome(ctx, query);
  return { data: rows.map(toIncome), total };
}

export async function recordIncome(ctx: TenantContext, body: OtherIncomeBody) {
  ctx.authorize('edit', 'income');
  const row = await repo.insertIncome(ctx.trx, {
    restaurant_id: ctx.restaurant.id,
    received_on: body.receivedOn,
    kind: body.kind,
    description: body.description,
    amount: body.amount,
    method: body.method,
    created_by: jsonb(ctx.actor),
  });
  ctx.emit('account.income_recorded', {
    id: row.id,
    amount: body.amount,
    name: body.description,
    day: body.receivedOn,
  });
  return toIncome((await repo.findIncome(ctx, row.id))!);
}

export async function deleteIncome(ctx: TenantContext, id: string) {
  ctx.authorize('edit', 'income');
  const row = isUuid(id) ? await repo.findIncome(ctx, id) : undefined;
  if (!row) throw notFound('Income');
  await repo.deleteIncome(ctx, id);
}
