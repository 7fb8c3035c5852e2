import type { LabourReport } from '@ros/shared-events';
import { addDays, daysBetween } from '../../../kernel/days';
import { AppError } from '../../../kernel/errors';
import { authorizeAny } from '../../../kernel/authorize-any';
import type { TenantContext } from '../../../kernel/tenant';
import { rolledFigures } from '../../insight/reports';
import { labourFigures } from './staff.repo';
import { localDay, workedMinutes } from './time-clock.service';

/**
 * Labour per day and department: hours worked and their cost (hourly members: minutes × rate), with
 * the day's net sales from the reports' roll-ups and labour as a share of them. The reads go in one round trip.
 */
export async function labourReport(ctx: TenantContext, from: string, to: string): Promise<LabourReport> {
  authorizeAny(ctx, 'view', ['staff', 'reports']);
  if (daysBetween(from, to) > 92)
    throw new AppError('invalid_input', 'Choose at most three months.', {
      to: 'At most three months after the start.',
    });
  const tz = ctx.restaurant.timeZone;
  const { punches, departments, sales: rolled } = await labourFigures(ctx, tz, from, to);
  const sales = rolledFigures(rolled);
  const names = new Map(departments.map((d) => [d.id, d.name]));
  const cells = new Map<string, { minutes: number; cost: number }>();
  for (const p of punches) {
    const key = `${localDay(p.clock_in_at, tz)}|${p.department_id ?? ''}`;
    const c = cells.get(key) ?? { minutes: 0, cost: 0 };
    const minutes = workedMinutes(p);
    c.minutes += minutes;
    if (p.salary_type === 'Hourly' && p.salary) c.cost += Math.round((minutes * Number(p.salary)) / 60);
    cells.set(key, c);
  }
  const salesByDay = new Map(sales.points.map((p) => [p.key, p.netSales]));
  const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i)).map((day) => {
    const rows = [...cells]
      .filter(([k]) => k.startsWith(`${day}|`))
      .map(([k, v]) => {
        const departmentId = k.slice(day.length + 1) || null;
        return {
          departmentId,
          department: departmentId ? (names.get(departmentId) ?? '') : null,
          minutes: v.minutes,
          cost: v.cost,
        };
      });
    const cost = rows.reduce((s, r) => s + r.cost, 0);
    const netSales = salesByDay.get(day) ?? 0;
    return {
      day,
      departments: rows,
      minutes: rows.reduce((s, r) => s + r.minutes, 0),
      cost,
      netSales,
      labourPercent: netSales > 0 ? Math.round((cost / netSales) * 1000) / 10 : null,
    };
  });
  const cost = days.reduce((s, d) => s + d.cost, 0);
  const netSales = days.reduce((s, d) => s + d.netSales, 0);
  return {
    from,
    to,
    days,
    totals: {
      minutes: days.reduce((s, d) => s + d.minutes, 0),
      cost,
      netSales,
      labourPercent: netSales > 0 ? Math.round((cost / netSales) * 1000) / 10 : null,
    },
  };
}
