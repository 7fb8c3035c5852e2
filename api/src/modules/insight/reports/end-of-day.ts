import { sql, type Kysely } from 'kysely';
import type { DB } from '@ros/db';
import { dayStartHourSql } from '../../../kernel/days';
import type { TenantContext } from '../../../kernel/tenant';
import { queueMessage } from '../../messaging/outbox';
import { endOfDayFigures } from './end-of-day.repo';
import { authorizeReports, breakdownOf, toFigures } from './reports.service';

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

/**
 * The end of a business day: its figures (the Z report's: bills, sales, discounts, refunds, tax,
 * tips, payment methods) and its product mix, queued as one message per owner and manager in the
 * messages outbox, in their language and the restaurant's currency. The dedupe key (day and person)
 * makes a second run queue nothing. The figures, both breakdowns, the currency and the recipients are
 * read together: one round trip.
 */
export async function queueEndOfDay(ctx: TenantContext, day: string, linkBase: string) {
  authorizeReports(ctx, day, day);
  const read = await endOfDayFigures(ctx, day);
  const methods = breakdownOf(read.methods);
  const dishes = breakdownOf(read.dishes);
  const data = {
    day,
    currency: read.currency ?? 'USD',
    figures: toFigures(read.sums),
    methods: methods.rows.map((m) => ({ label: m.label, amount: m.amount })),
    dishes: dishes.rows
      .slice(0, 20)
      .map((d) => ({ label: d.label, quantity: d.quantity, amount: d.amount, share: d.share })),
  };
  let queued = 0;
  for (const r of read.recipients) {
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
