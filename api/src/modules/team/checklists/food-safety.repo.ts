import { sql } from 'kysely';
import { paged } from '../../../kernel/list-query';
import type { RepoContext } from '../../../kernel/repo-context';

/** The readings (number items) of the lists of days `from`..`to`, by day, list and position. */
function readingsQuery({ trx, restaurantId }: RepoContext, from: string, to: string) {
  return trx
    .selectFrom('checklist_items as i')
    .innerJoin('checklists as c', (j) =>
      j.onRef('c.restaurant_id', '=', 'i.restaurant_id').onRef('c.id', '=', 'i.checklist_id'),
    )
    .select([
      sql<string>`to_char(c.business_day, 'YYYY-MM-DD')`.as('business_day'),
      'c.name as checklist',
      'i.label',
      'i.unit',
      'i.min_value',
      'i.max_value',
      'i.value_number',
      'i.out_of_range',
      'i.corrective_note',
      'i.done_by_name',
      'i.done_at',
    ])
    .where('i.restaurant_id', '=', restaurantId)
    .where('i.kind', '=', 'number')
    .where('c.business_day', '>=', sql<Date>`${from}::date`)
    .where('c.business_day', '<=', sql<Date>`${to}::date`)
    .orderBy('c.business_day')
    .orderBy('c.name')
    .orderBy('c.id')
    .orderBy('i.position');
}

export type ReadingRow = Awaited<ReturnType<ReturnType<typeof readingsQuery>['execute']>>[number];

export const pageOfReadings = (ctx: RepoContext, from: string, to: string, page: { page: number; perPage: number }) =>
  paged(ctx.trx, readingsQuery(ctx, from, to), page);

/** Every reading of the range, for the printed log (the range is capped by the service). */
export const allReadings = (ctx: RepoContext, from: string, to: string) => readingsQuery(ctx, from, to).execute();
