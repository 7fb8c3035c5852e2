import { sql, type Kysely } from 'kysely';
import { pipelined, settleAll, type DB, type TenantTx } from '@ros/db';
import { dayStartHourSql } from '../../../kernel/days';
import type { TenantContext } from '../../../kernel/tenant';
import { queueMessage } from '../../messaging/outbox';
import { breakdown, summary } from './reports.service';

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

/** The owner and the managers, who receive the day's report, each in their own language (a statement for a pipeline). */
function selectRecipients(trx: TenantTx, restaurantId: string) {
  return trx
    .selectFrom('members as m')
    .innerJoin('roles as r', (j) => j.onRef('r.id', '=', 'm.role_id').onRef('r.restaurant_id', '=', 'm.restaurant_id'))
    .leftJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'm.email', 'u.language'])
    .where('m.restaurant_id', '=', restaurantId)
    .where('m.status', '=', 'active')
    .where('r.system_key', 'in', ['owner', 'manager']);
}

/**
 * The end of a business day: its figures (the Z report's: bills, sales, discounts, refunds, tax,
 * tips, payment methods) and its product mix, queued as one message per owner and manager in the
 * messages outbox, in their language and the restaurant's currency. The dedupe key (day and person)
 * makes a second run queue nothing. The figures, both breakdowns, the currency and the recipients are
 * read on the transaction's pipeline, together: one round trip.
 */
export async function queueEndOfDay(ctx: TenantContext, day: string, linkBase: string) {
  const db = await pipelined(ctx.trx);
  const [{ figures: f }, methods, dishes, recipients, restaurant] = await settleAll([
    summary(ctx, day, day, false),
    breakdown(ctx, 'method', day, day),
    breakdown(ctx, 'dish', day, day),
    db.rows(selectRecipients(ctx.trx, ctx.restaurant.id)),
    db.first(ctx.trx.selectFrom('restaurants').select('currency').where('id', '=', ctx.restaurant.id)),
  ]);
  const data = {
    day,
    currency: restaurant?.currency ?? 'USD',
    figures: f,
    methods: methods.rows.map((m) => ({ label: m.label, amount: m.amount })),
    dishes: dishes.rows
      .slice(0, 20)
      .map((d) => ({ label: d.label, quantity: d.quantity, amount: d.amount, share: d.share })),
  };
  let queued = 0;
  for (const r of recipients) {
    const row = await queueMessage(ctx.trx, linkBase, {
      restaurantId: ctx.restaurant.id,
      userId: r.user_id,
      kind: 'end_of_day',
      to: r.email,
      data,
      language: r.language,
      dedupeKey: `eod-${day}-${r.user_id ?? r.email}`,
    });
    if (row) queued++;
  }
  return queued;
}
