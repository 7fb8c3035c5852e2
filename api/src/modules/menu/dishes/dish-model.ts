import type { DishVariant, ModifierGroup } from '@ros/shared-events';
import { randomUUID } from 'node:crypto';
import { fromBp, toBp } from '../../../kernel/basis-points';
import type { ModifierGroupInput, VariantInput } from '@ros/shared-events';

/** A variant as stored in `dishes.variants` (discount percent in basis points). */
export interface StoredVariant {
  id: string;
  name: string;
  price: number;
  isDefault: boolean;
  discount: { amount: number; bp: number };
  isAvailable: boolean;
  countdown: number | null;
}

/** A modifier option as stored inside `dishes.modifier_groups`. */
export interface StoredOption {
  id: string;
  name: string;
  priceDelta: number;
  isAvailable: boolean;
  countdown: number | null;
}

/** A modifier group as stored in `dishes.modifier_groups`. */
export interface StoredGroup {
  id: string;
  name: string;
  minSelections: number;
  maxSelections: number;
  options: StoredOption[];
}

/** Gives every variant an id and exactly one default (the first, when none is marked). */
export function normalizeVariants(input: VariantInput[]): StoredVariant[] {
  const hasDefault = input.some((v) => v.isDefault);
  return input.map((v, i) => ({
    id: v.id ?? randomUUID(),
    name: v.name,
    price: v.price,
    isDefault: hasDefault ? v.isDefault : i === 0,
    discount: { amount: v.discount.amount, bp: toBp(v.discount.percent) },
    // A counted part at zero is sold out.
    isAvailable: v.isAvailable && v.countdown !== 0,
    countdown: v.countdown,
  }));
}

export function normalizeGroups(input: ModifierGroupInput[]): StoredGroup[] {
  return input.map((g) => ({
    id: g.id ?? randomUUID(),
    name: g.name,
    minSelections: g.minSelections,
    maxSelections: g.maxSelections,
    options: g.options.map((o) => ({
      id: o.id ?? randomUUID(),
      name: o.name,
      priceDelta: o.priceDelta,
      isAvailable: o.isAvailable && o.countdown !== 0,
      countdown: o.countdown,
    })),
  }));
}

export const defaultVariant = (variants: StoredVariant[]) => variants.find((v) => v.isDefault) ?? variants[0];

export const variantDto = (v: StoredVariant): DishVariant => ({
  id: v.id,
  name: v.name,
  price: v.price,
  isDefault: v.isDefault,
  discount: { amount: v.discount.amount, percent: fromBp(v.discount.bp) },
  isAvailable: v.isAvailable,
  countdown: v.countdown,
});

export const groupDto = (g: StoredGroup): ModifierGroup => ({ ...g, options: g.options.map((o) => ({ ...o })) });

/** The duplicated part ids of a dish (ids must be unique within it). */
export function duplicateIds(variants: StoredVariant[], groups: StoredGroup[]): string | null {
  const seen = new Set<string>();
  for (const id of [
    ...variants.map((v) => v.id),
    ...groups.map((g) => g.id),
    ...groups.flatMap((g) => g.options.map((o) => o.id)),
  ]) {
    if (seen.has(id)) return id;
    seen.add(id);
  }
  return null;
}
