import type { TipDistribution } from '@ros/shared-events';
import { AppError } from '../../../kernel/errors';
import { authorizeAny } from '../../../kernel/authorize-any';
import { jsonb } from '../../../kernel/jsonb';
import { isUniqueViolation, type TenantContext } from '../../../kernel/tenant';
import { businessDate, posSettingsOf } from '../../identity/restaurants';
import type { Pins } from './pins';
import * as repo from './tips.repo';
import { workedMinutes } from './time-clock.service';
import { memberOnTerminal } from './pin-entry';
import type { TerminalRow } from './terminals.repo';

export type TipRule = 'hours' | 'points' | 'individual';
type Line = TipDistribution['lines'][number];

/**
 * Shares `pool` cents by `weights` to the cent: each gets the floor of their exact share, and the
 * cents left go to the largest remainders (ties by order), so the shares always add up to the pool.
 */
export function shareByWeight(pool: number, weights: number[]): number[] {
  const total = weights.reduce((s, w) => s + w, 0);
  if (total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (pool * w) / total);
  const shares = exact.map(Math.floor);
  let left = pool - shares.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares;
}

/**
 * A business day's tips and who gets what under a rule (the restaurant's when none is asked), not
 * saved. The settings, tips and punches are read in one round trip, then the members they name.
 */
async function computeTips(
  ctx: TenantContext,
  day: string,
  asked?: TipRule,
): Promise<Omit<TipDistribution, 'id' | 'createdBy' | 'createdAt'>> {
  const [settingsRow, billTips, cashTips, punches] = await repo.tipsOfDay(ctx, ctx.restaurant.timeZone, day);
  const settings = posSettingsOf(settingsRow!);
  const rule = asked ?? settings.tips.rule;
  const billTotal = billTips.reduce((s, r) => s + Number(r.tips), 0);
  const cashTotal = cashTips.reduce((s, r) => s + Number(r.tips), 0);
  const pool = billTotal + cashTotal;
  const minutes = new Map<string, number>();
  for (const p of punches) minutes.set(p.member_id, (minutes.get(p.member_id) ?? 0) + workedMinutes(p));
  const own = new Map<string, number>();
  for (const r of [...billTips, ...cashTips])
    if (r.member_id) own.set(r.member_id, (own.get(r.member_id) ?? 0) + Number(r.tips));
  const ids = [...new Set([...minutes.keys(), ...own.keys()])];
  const people = new Map((await repo.membersOf(ctx, ids)).map((m) => [m.id, m]));
  const points = settings.tips.points;
  let lines: Line[];
  if (rule === 'individual') {
    lines = ids
      .filter((id) => own.has(id))
      .map((id) => ({
        memberId: id,
        name: people.get(id)?.name ?? '',
        minutes: minutes.get(id) ?? 0,
        points: 0,
        amount: own.get(id)!,
      }));
    const unassigned = pool - lines.reduce((s, l) => s + l.amount, 0);
    if (unassigned) lines.push({ memberId: null, name: 'Unassigned', minutes: 0, points: 0, amount: unassigned });
  } else {
    const worked = ids.filter((id) => (minutes.get(id) ?? 0) > 0);
    if (pool > 0 && !worked.length)
      throw new AppError('invalid_input', 'Nobody clocked in that day: share by each their own.', {
        rule: 'Nobody clocked in that day.',
      });
    const weightOf = (id: string) =>
      (minutes.get(id) ?? 0) * (rule === 'points' ? (points[people.get(id)?.role_id ?? ''] ?? 1) : 1);
    const shares = shareByWeight(pool, worked.map(weightOf));
    lines = worked.map((id, i) => ({
      memberId: id,
      name: people.get(id)?.name ?? '',
      minutes: minutes.get(id) ?? 0,
      points: rule === 'points' ? (points[people.get(id)?.role_id ?? ''] ?? 1) : 0,
      amount: shares[i]!,
    }));
  }
  lines.sort((a, b) => b.amount - a.amount || a.name.localeCompare(b.name));
  return { businessDate: day, rule, billTips: billTotal, cashTips: cashTotal, pool, lines };
}

/** The tip-out of a day as it would be, before it is saved. */
export async function previewTips(ctx: TenantContext, day: string, rule?: TipRule) {
  authorizeAny(ctx, 'view', ['staff', 'income']);
  return { ...(await computeTips(ctx, day, rule)), id: null, createdBy: null, createdAt: null };
}

/** Saves a day's tip-out (once per day): what each member takes home. */
export async function distributeTips(ctx: TenantContext, day: string, rule?: TipRule) {
  ctx.authorize('edit', 'staff');
  const d = await computeTips(ctx, day, rule);
  try {
    const { id } = await repo.insertDistribution(ctx.trx, {
      restaurant_id: ctx.restaurant.id,
      business_date: day,
      rule: d.rule,
      bill_tips: d.billTips,
      cash_tips: d.cashTips,
      pool: d.pool,
      lines: jsonb(d.lines),
      created_by: jsonb(ctx.actor),
    });
    ctx.emit('tips.distributed', { distributionId: id, businessDate: day, pool: d.pool });
    return { ...d, id, createdBy: ctx.actor.name, createdAt: new Date().toISOString() };
  } catch (err) {
    if (isUniqueViolation(err, 'tip_distributions_day_key'))
      throw new AppError('conflict', `The tips of ${day} were already shared out.`);
    throw err;
  }
}

export async function listDistributions(ctx: TenantContext, from: string, to: string) {
  authorizeAny(ctx, 'view', ['staff', 'income']);
  const rows = await repo.distributionsIn(ctx, from, to);
  return {
    data: rows.map((r) => ({
      id: r.id,
      businessDate: r.business_date,
      rule: r.rule as TipRule,
      billTips: Number(r.bill_tips),
      cashTips: Number(r.cash_tips),
      pool: Number(r.pool),
      lines: r.lines as Line[],
      createdBy: (r.created_by as { name: string }).name,
      createdAt: new Date(r.created_at).toISOString(),
    })),
  };
}

/** A member declares cash tips on a signed-in terminal with their PIN, for today's business day. */
export async function declareCashTips(
  ctx: TenantContext,
  pins: Pins,
  terminal: TerminalRow,
  pin: string,
  amount: number,
) {
  const member = await memberOnTerminal(ctx.trx, pins, ctx.restaurant.id, terminal, pin);
  const day = businessDate(ctx.restaurant);
  await repo.insertDeclaration(ctx.trx, {
    restaurant_id: ctx.restaurant.id,
    member_id: member.id,
    business_date: day,
    amount,
  });
  ctx.emit('tips.declared', { memberId: member.id, name: member.name, businessDate: day, amount });
  return { memberId: member.id, name: member.name, businessDate: day, amount };
}
