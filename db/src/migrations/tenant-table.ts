/**
 * SQL pieces of a tenant table, for migrations (frozen like them: a new shape gets a new helper).
 * Every tenant row carries its restaurant; every link to another tenant row is a composite key
 * on (restaurant_id, id), so a row can never point into another restaurant.
 */

/** `id` and `restaurant_id` (deleted with the restaurant). */
export const TENANT_COLUMNS = `id uuid primary key default gen_random_uuid(),
    restaurant_id uuid not null references restaurants (id) on delete cascade`;

/** The (restaurant_id, id) key other tenant rows link to. */
export const tenantKey = (table: string) => `constraint ${table}_restaurant_id_id_key unique (restaurant_id, id)`;

/** A link to another tenant table through (restaurant_id, column), named `<table>_<column>_fkey`. */
export const tenantLink = (table: string, column: string, ref: string, onDelete = 'restrict') =>
  `constraint ${table}_${column}_fkey foreign key (restaurant_id, ${column}) references ${ref} (restaurant_id, id) on delete ${onDelete}`;
