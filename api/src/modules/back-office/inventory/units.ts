import { AppError } from '../../../kernel/errors';

/** A measuring unit as conversions need it: a base unit has no base and factor 1; others are `factor` × their base. */
export interface UnitRef {
  id: string;
  abbreviation: string;
  baseUnitId: string | null;
  factor: number;
}

const rootOf = (u: UnitRef) => u.baseUnitId ?? u.id;

/** True when a quantity in `a` can be expressed in `b` (kg and g; not g and ml). */
export const compatible = (a: UnitRef, b: UnitRef) => rootOf(a) === rootOf(b);

/** `quantity` of `from` expressed in `to` (2 kg → 2000 g); a clear 400 when the units measure different things. */
export function convert(quantity: number, from: UnitRef, to: UnitRef, field = 'unitId'): number {
  if (!compatible(from, to)) {
    throw new AppError('invalid_input', `${from.abbreviation} cannot be converted to ${to.abbreviation}.`, {
      [field]: `Use a unit that converts to ${to.abbreviation}.`,
    });
  }
  return (quantity * from.factor) / to.factor;
}

/** Quantities are kept to 3 decimals (the ledger's precision). */
export const round3 = (n: number) => Math.round(n * 1000) / 1000;
