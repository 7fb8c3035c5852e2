import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';

/**
 * Issue 15, reports computed by the workers: `report.roll-up` follows each restaurant's committed
 * event stream (cursor in `job_cursors`) and adds what each event means to an hourly bucket
 * (`report_hourly`: the hour it happened, its local day, hour and weekday) and to the day's
 * dimensions (`report_daily_dims`: by dish, category, payment method, staff member, order type).
 * Reports read these, not the raw orders. A rebuild deletes a restaurant's rows and its cursor.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const run = (q: string) => sql.raw(q).execute(db);
  await run(`create table report_hourly (
    restaurant_id uuid not null references restaurants (id) on delete cascade,
    bucket_start timestamptz not null,
    business_day date not null,
    local_hour smallint not null check (local_hour between 0 and 23),
    weekday smallint not null check (weekday between 0 and 6),
    bills integer not null default 0,
    sales bigint not null default 0,
    discounts bigint not null default 0,
    service_charge bigint not null default 0,
    tax bigint not null default 0,
    tips bigint not null default 0,
    grand_total bigint not null default 0,
    refunds bigint not null default 0,
    refund_count integer not null default 0,
    voids integer not null default 0,
    void_amount bigint not null default 0,
    orders integer not null default 0,
    covers integer not null default 0,
    primary key (restaurant_id, bucket_start))`);
  await run(`create index report_hourly_day_idx on report_hourly (restaurant_id, business_day)`);
  await run(`create table report_daily_dims (
    restaurant_id uuid not null references restaurants (id) on delete cascade,
    business_day date not null,
    dim text not null check (dim in ('dish', 'category', 'method', 'staff', 'order_type', 'station_ready', 'station_bumped')),
    key text not null,
    label text not null,
    quantity numeric(14, 3) not null default 0,
    amount bigint not null default 0,
    count integer not null default 0,
    primary key (restaurant_id, dim, business_day, key))`);
  await enableTenantRls(db, 'report_hourly');
  await enableTenantRls(db, 'report_daily_dims');
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists report_daily_dims`.execute(db);
  await sql`drop table if exists report_hourly`.execute(db);
}
