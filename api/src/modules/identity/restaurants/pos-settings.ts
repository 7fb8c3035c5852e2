import type { RepoContext } from '../../../kernel/repo-context';

/** The restaurant facts the POS computes with: time zone, money settings, KDS thresholds. */
export interface PosSettings {
  id: string;
  name: string;
  currency: string;
  timeZone: string;
  /** The hour (0–11, local) a business day starts: sales at 01:00 after a Friday service belong to Friday with 4. */
  dayStartHour: number;
  address: string | null;
  contact: string | null;
  email: string | null;
  serviceChargeBp: number;
  /** The order types the service charge applies to (default dine-in only). */
  serviceChargeOrderTypes: ('dine_in' | 'takeaway' | 'delivery')[];
  taxBp: number;
  taxInclusive: boolean;
  kds: { warnMinutes: number; lateMinutes: number };
  bills: { discountLimitPercent: number; roundingUnit: number };
  /** 86 a dish on every screen when an ingredient of its recipe runs out (and back on receipt). */
  inventory: { auto86: boolean };
  /** Cash (payments and refunds) is refused unless the terminal's drawer is open. */
  cashDrawer: { requiredForCash: boolean };
  /** How the day's tips are shared: by hours worked, by hours × the role's points, or each their own. */
  tips: { rule: 'hours' | 'points' | 'individual'; points: Record<string, number> };
}

const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fallback);

/** The restaurant columns POS settings are read from. */
export const POS_SETTINGS_COLUMNS = [
  'id',
  'name',
  'currency',
  'time_zone',
  'address',
  'contact',
  'email',
  'service_charge_bp',
  'tax_bp',
  'tax_inclusive',
  'settings',
] as const;
interface SettingsRow {
  id: string;
  name: string;
  currency: string;
  time_zone: string;
  address: string | null;
  contact: string | null;
  email: string | null;
  service_charge_bp: number;
  tax_bp: number;
  tax_inclusive: boolean;
  settings: unknown;
}

/** Reads the restaurant's POS settings (defaults: KDS 8/15 minutes, discount limit 10 %, no rounding). */
export async function loadPosSettings(ctx: RepoContext): Promise<PosSettings> {
  return posSettingsOf(await selectPosSettings(ctx).executeTakeFirstOrThrow());
}

/** The restaurant row `posSettingsOf` reads (a statement for a pipeline). */
export function selectPosSettings(ctx: RepoContext) {
  const { trx, restaurantId } = ctx;
  return trx.selectFrom('restaurants').select(POS_SETTINGS_COLUMNS).where('id', '=', restaurantId);
}

/** POS settings from a restaurant row read with `POS_SETTINGS_COLUMNS`. */
export function posSettingsOf(r: SettingsRow): PosSettings {
  const settings = (r.settings ?? {}) as {
    serviceCharge?: { orderTypes?: PosSettings['serviceChargeOrderTypes'] };
    tips?: { rule?: string; points?: Record<string, number> };
    businessDay?: Record<string, unknown>;
    kds?: Record<string, unknown>;
    bills?: Record<string, unknown>;
    inventory?: Record<string, unknown>;
    cashDrawer?: Record<string, unknown>;
  };
  return {
    id: r.id,
    name: r.name,
    currency: r.currency,
    timeZone: r.time_zone,
    dayStartHour: Math.min(11, Math.round(num(settings.businessDay?.startsAtHour, 0))),
    address: r.address,
    contact: r.contact,
    email: r.email,
    serviceChargeBp: r.service_charge_bp,
    serviceChargeOrderTypes: Array.isArray(settings.serviceCharge?.orderTypes)
      ? settings.serviceCharge.orderTypes
      : ['dine_in'],
    taxBp: r.tax_bp,
    taxInclusive: r.tax_inclusive,
    kds: { warnMinutes: num(settings.kds?.warnMinutes, 8), lateMinutes: num(settings.kds?.lateMinutes, 15) },
    bills: {
      discountLimitPercent: num(settings.bills?.discountLimitPercent, 10),
      roundingUnit: Math.round(num(settings.bills?.roundingUnit, 0)),
    },
    inventory: { auto86: settings.inventory?.auto86 === true },
    cashDrawer: { requiredForCash: settings.cashDrawer?.requiredForCash === true },
    tips: {
      rule: settings.tips?.rule === 'points' || settings.tips?.rule === 'individual' ? settings.tips.rule : 'hours',
      points: settings.tips?.points ?? {},
    },
  };
}

/** One `en-CA` date formatter per time zone (building one per call costs more than formatting). */
/** Per time zone: its date format, and the last date it gave with the minute it was for. */
const dateFormats = new Map<string, { format: Intl.DateTimeFormat; minute: number; date: string }>();

/** The business day (YYYY-MM-DD) of `at` in the restaurant's time zone, its day starting at `dayStartHour`. */
export function businessDate(
  { timeZone, dayStartHour }: { timeZone: string; dayStartHour: number },
  at = new Date(),
): string {
  at = new Date(at.getTime() - dayStartHour * 3_600_000);
  // Formatting costs ~0.1 ms (every order takes a date); time zones change dates on a whole minute.
  const minute = Math.floor(at.getTime() / 60_000);
  try {
    let zone = dateFormats.get(timeZone);
    if (!zone) {
      zone = {
        format: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
        minute: NaN,
        date: '',
      };
      dateFormats.set(timeZone, zone);
    }
    if (zone.minute !== minute) Object.assign(zone, { minute, date: zone.format.format(at) });
    return zone.date;
  } catch {
    return at.toISOString().slice(0, 10);
  }
}

/** The next number of a gap-free counter (`kind` per `scope`), taken inside the caller's transaction. */
export async function nextNumber(ctx: RepoContext, kind: string, scope: string): Promise<number> {
  const row = await nextNumberStatement(ctx, kind, scope).executeTakeFirstOrThrow();
  return row.last_no;
}

/** `nextNumber` as a statement for a pipeline: returns `last_no`, the number taken. */
export function nextNumberStatement(ctx: RepoContext, kind: string, scope: string) {
  const { trx, restaurantId } = ctx;
  return trx
    .insertInto('document_counters')
    .values({ restaurant_id: restaurantId, kind, scope, last_no: 1 })
    .onConflict((oc) =>
      oc
        .columns(['restaurant_id', 'kind', 'scope'])
        .doUpdateSet((eb) => ({ last_no: eb('document_counters.last_no', '+', 1) })),
    )
    .returning('last_no');
}
