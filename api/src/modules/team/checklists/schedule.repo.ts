import { sql, type Kysely } from 'kysely';
import type { DB } from '@ros/db';
import type { RepoContext } from '../../../kernel/repo-context';

/** Where a restaurant's business day starts and which it is: what the clock makes lists for. */
export interface BusinessDay {
  day: string;
  timeZone: string;
  dayStartHour: number;
}

/** The moment the business day starts, in the restaurant's time zone. */
const dayStart = (d: BusinessDay) =>
  sql`((${d.day}::date + make_interval(hours => ${d.dayStartHour}::int)) at time zone ${d.timeZone})`;

/** Restaurants with an active template (any time zone: each works out its own day). */
export const restaurantsWithTemplates = (db: Kysely<DB>) =>
  db.selectFrom('checklist_templates').select('restaurant_id').distinct().where('is_active', '=', true).execute();

/**
 * The active templates due on `d` with no list yet: daily ones, weekly ones on their weekday, and
 * shift ones when one of their assignees has a published shift starting in that business day.
 */
export function dueTemplates({ trx, restaurantId }: RepoContext, d: BusinessDay) {
  const start = dayStart(d);
  return trx
    .selectFrom('checklist_templates as t')
    .selectAll('t')
    .where('t.restaurant_id', '=', restaurantId)
    .where('t.is_active', '=', true)
    .where((eb) =>
      eb.or([
        eb('t.recurrence', '=', 'daily'),
        eb.and([
          eb('t.recurrence', '=', 'weekly'),
          eb('t.weekday', '=', sql<number>`extract(dow from ${d.day}::date)::int`),
        ]),
        eb.and([
          eb('t.recurrence', '=', 'shift'),
          eb.exists(
            eb
              .selectFrom('shifts as s')
              .innerJoin('members as m', (j) =>
                j.onRef('m.restaurant_id', '=', 's.restaurant_id').onRef('m.id', '=', 's.member_id'),
              )
              .select('s.id')
              .whereRef('s.restaurant_id', '=', 't.restaurant_id')
              .where('s.published_at', 'is not', null)
              .where('s.starts_at', '>=', sql<Date>`${start}`)
              .where('s.starts_at', '<', sql<Date>`${start} + interval '1 day'`)
              .where((w) =>
                w.or([
                  w('s.member_id', '=', w.ref('t.member_id')),
                  w('s.department_id', '=', w.ref('t.department_id')),
                  w('m.department_id', '=', w.ref('t.department_id')),
                  w('m.role_id', '=', w.ref('t.role_id')),
                ]),
              ),
          ),
        ]),
      ]),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('checklists as c')
            .select('c.id')
            .whereRef('c.restaurant_id', '=', 't.restaurant_id')
            .whereRef('c.template_id', '=', 't.id')
            .where('c.business_day', '=', sql<Date>`${d.day}::date`),
        ),
      ),
    )
    .execute();
}

export type DueTemplate = Awaited<ReturnType<typeof dueTemplates>>[number];

/**
 * The template's list of day `d`, due at its time of that business day (a time before the day's
 * start is after midnight, on the next date). Null when it exists already: a clock run twice, or
 * two workers, make one list (`checklists_template_day`).
 */
export async function insertChecklist(ctx: RepoContext, t: DueTemplate, d: BusinessDay) {
  const dueAt = t.due_time
    ? sql<Date>`((${d.day}::date + case when ${t.due_time}::time < make_time(${d.dayStartHour}::int, 0, 0) then 1 else 0 end) + ${t.due_time}::time) at time zone ${d.timeZone}`
    : null;
  const row = await ctx.trx
    .insertInto('checklists')
    .values({
      restaurant_id: ctx.restaurantId,
      template_id: t.id,
      business_day: sql<Date>`${d.day}::date`,
      name: t.name,
      category: t.category,
      assignee_kind: t.assignee_kind,
      role_id: t.role_id,
      department_id: t.department_id,
      member_id: t.member_id,
      due_at: dueAt,
    })
    .onConflict((oc) => oc.constraint('checklists_template_day').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A new list's items, copied from its template. */
export const insertItems = (
  ctx: RepoContext,
  checklistId: string,
  items: { kind: string; label: string; unit: string | null; min: number | null; max: number | null }[],
) =>
  ctx.trx
    .insertInto('checklist_items')
    .values(
      items.map((item, position) => ({
        restaurant_id: ctx.restaurantId,
        checklist_id: checklistId,
        position,
        kind: item.kind,
        label: item.label,
        unit: item.unit,
        min_value: item.min,
        max_value: item.max,
      })),
    )
    .execute();

/** Restaurants with a list past its due time, unfinished and not yet announced. */
export const restaurantsWithOverdue = (db: Kysely<DB>) =>
  db
    .selectFrom('checklists')
    .select('restaurant_id')
    .distinct()
    .where('completed_at', 'is', null)
    .where('overdue_notified_at', 'is', null)
    .where('due_at', '<', sql<Date>`now()`)
    .execute();

/** Marks the restaurant's overdue lists announced, once each (a second run finds none). */
export const markOverdue = ({ trx, restaurantId }: RepoContext) =>
  trx
    .updateTable('checklists')
    .set({ overdue_notified_at: sql`now()` })
    .where('restaurant_id', '=', restaurantId)
    .where('completed_at', 'is', null)
    .where('overdue_notified_at', 'is', null)
    .where('due_at', '<', sql<Date>`now()`)
    .returning('id')
    .execute();
