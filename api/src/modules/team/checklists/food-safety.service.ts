import type { FoodSafetyLogQuery, FoodSafetyPdfQuery, FoodSafetyReading } from '@ros/shared-events';
import { daysBetween } from '../../../kernel/days';
import { invalidInput } from '../../../kernel/errors';
import { fileReply } from '../../../kernel/replies';
import type { TenantContext } from '../../../kernel/tenant';
import { foodSafetyPdf } from './food-safety-pdf';
import * as repo from './food-safety.repo';

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

const toReading = (r: repo.ReadingRow): FoodSafetyReading => ({
  businessDay: r.business_day,
  checklist: r.checklist,
  label: r.label,
  value: num(r.value_number),
  unit: r.unit,
  min: num(r.min_value),
  max: num(r.max_value),
  outOfRange: r.out_of_range,
  correctiveNote: r.corrective_note,
  doneBy: r.done_by_name,
  doneAt: r.done_at ? new Date(r.done_at).toISOString() : null,
});

/** A range of at most a year, in order: an inspector asks for weeks or months. */
function checkRange(q: { from: string; to: string }) {
  if (q.to < q.from) throw invalidInput('to', 'The end is before the start.');
  if (daysBetween(q.from, q.to) > 366) throw invalidInput('to', 'At most a year at a time.');
}

/** The food-safety log (every reading, who took it, its corrective action): managers (`tasks`) read it. */
export async function foodSafetyLog(ctx: TenantContext, q: FoodSafetyLogQuery) {
  ctx.authorize('view', 'tasks');
  checkRange(q);
  const { rows, total } = await repo.pageOfReadings(ctx, q.from, q.to, q);
  return { data: rows.map(toReading), total };
}

/** The log as an A4 PDF for an inspector. */
export async function foodSafetyLogPdf(ctx: TenantContext, q: FoodSafetyPdfQuery) {
  ctx.authorize('view', 'tasks');
  checkRange(q);
  const readings = (await repo.allReadings(ctx, q.from, q.to)).map(toReading);
  const pdf = foodSafetyPdf({
    restaurant: ctx.restaurant.name,
    from: q.from,
    to: q.to,
    timeZone: ctx.restaurant.timeZone,
    readings,
  });
  const name = q.from === q.to ? q.from : `${q.from}_${q.to}`;
  return fileReply('application/pdf', pdf, { kind: 'attachment', filename: `food-safety-log-${name}.pdf` });
}
