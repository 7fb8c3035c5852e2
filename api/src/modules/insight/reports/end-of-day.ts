import { sql, type Kysely } from 'kysely';
import { pipelined, settleAll, type DB, type TenantTx } from '@ros/db';
import { dayStartHourSql } from '../../../kernel/days';
import type { TenantContext } from '../../../kernel/tenant';
import { breakdown, summary } from './reports.service';

const money = (n: number) => (n / 100).toFixed(2);

/** Restaurants whose last business day (closed at its start hour) had sales and whose end-of-day report for it was not queued yet. */
export async function restaurantsToClose(db: Kysely<DB>) {
  const { rows } = await sql<{ restaurant_id: string; day: string }>`
    select distinct h.restaurant_id, to_char(h.business_day, 'YYYY-MM-DD') as day
    from report_hourly h
    join restaurants r on r.id = h.restaurant_id
    where h.business_day = ((now() at time zone r.time_zone) - make_interval(hours => ${dayStartHourSql('r')}))::date - 1 and h.bills > 0
      and not exists (select 1 from messages m where m.restaurant_id = h.restaurant_id and m.dedupe_key like 'eod-' || to_char(h.business_day, 'YYYY-MM-DD') || '-%')`.execute(
    db,
  );
  return rows;
}

/** The owner and the managers, who receive the day's report (a statement for a pipeline). */
function selectRecipients(trx: TenantTx, restaurantId: string) {
  return trx
    .selectFrom('members as m')
    .innerJoin('roles as r', (j) => j.onRef('r.id', '=', 'm.role_id').onRef('r.restaurant_id', '=', 'm.restaurant_id'))
    .select(['m.user_id', 'm.email'])
    .where('m.restaurant_id', '=', restaurantId)
    .where('m.status', '=', 'active')
    .where('r.system_key', 'in', ['owner', 'manager']);
}

/**
 * The end of a business day: its figures (the Z report's: bills, sales, discounts, refunds, tax,
 * tips, payment methods) and its product mix, queued as one message per owner and manager in the
 * messages outbox. The dedupe key (day and person) makes a second run queue nothing. The figures, both
 * breakdowns and the recipients are read on the transaction's pipeline, together: one round trip.
 */
export async function queueEndOfDay(ctx: TenantContext, day: string) {
  const db = await pipelined(ctx.trx);
  const [{ figures: f }, methods, dishes, recipients] = await settleAll([
    summary(ctx, day, day, false),
    breakdown(ctx, 'method', day, day),
    breakdown(ctx, 'dish', day, day),
    db.rows(selectRecipients(ctx.trx, ctx.restaurant.id)),
  ]);
  const body = [
    `${ctx.restaurant.name}: the day of ${day}`,
    `Bills ${f.bills} · net sales ${money(f.netSales)} · total taken ${money(f.grandTotal)}`,
    `Discounts ${money(f.discounts)} · refunds ${money(f.refunds)} (${f.refundCount}) · voids ${money(f.voidAmount)} (${f.voids})`,
    `Service charge ${money(f.serviceCharge)} · tax ${money(f.tax)} · tips ${money(f.tips)} · covers ${f.covers}`,
    `Payments: ${methods.rows.map((m) => `${m.label} ${money(m.amount)}`).join(', ') || 'none'}`,
    'Product mix:',
    ...dishes.rows.slice(0, 20).map((d) => `  ${d.label} × ${d.quantity}: ${money(d.amount)} (${d.share} %)`),
  ].join('\n');
  let queued = 0;
  for (const r of recipients) {
    const row = await ctx.trx
      .insertInto('messages')
      .values({
        restaurant_id: ctx.restaurant.id,
        user_id: r.user_id,
        channel: 'email',
        to: r.email,
        kind: 'end_of_day',
        dedupe_key: `eod-${day}-${r.user_id ?? r.email}`,
        subject: `${ctx.restaurant.name}: end of day ${day}`,
        body,
      })
      .onConflict((oc) =>
        oc.expression(sql.raw('restaurant_id, dedupe_key')).where('dedupe_key', 'is not', null).doNothing(),
      )
      .returning('id')
      .executeTakeFirst();
    if (row) queued++;
  }
  return queued;
}
