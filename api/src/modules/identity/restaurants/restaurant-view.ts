import type { Restaurant } from '@ros/shared-events';
import type { Selectable } from 'kysely';
import type { Restaurants } from '@ros/db';

/** The restaurant as the API shows it (percentages from basis points). */
export function toRestaurant(r: Selectable<Restaurants>): Restaurant {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    type: r.type,
    currency: r.currency,
    timeZone: r.time_zone,
    language: r.language,
    contact: r.contact,
    email: r.email,
    address: r.address,
    coverImageUrl: r.cover_image_url,
    bankName: r.bank_name,
    iban: r.iban,
    swiftBic: r.swift_bic,
    isActive: r.is_active,
    confirmOrders: r.confirm_orders,
    serviceChargePercent: r.service_charge_bp / 100,
    taxPercent: r.tax_bp / 100,
    taxInclusive: r.tax_inclusive,
    plan: r.plan,
    settings: r.settings,
  };
}

/** API field → column (percentages converted separately). */
export const RESTAURANT_COLUMNS = {
  name: 'name',
  type: 'type',
  currency: 'currency',
  timeZone: 'time_zone',
  language: 'language',
  contact: 'contact',
  email: 'email',
  address: 'address',
  coverImageUrl: 'cover_image_url',
  bankName: 'bank_name',
  iban: 'iban',
  swiftBic: 'swift_bic',
  isActive: 'is_active',
  confirmOrders: 'confirm_orders',
  serviceChargePercent: 'service_charge_bp',
  taxPercent: 'tax_bp',
  taxInclusive: 'tax_inclusive',
} as const satisfies Record<string, keyof Restaurants>;

/** Percent (12.5) → basis points (1250). */
export const toBasisPoints = (percent: number) => Math.round(percent * 100);
