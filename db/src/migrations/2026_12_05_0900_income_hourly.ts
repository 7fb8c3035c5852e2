import { sql, type Kysely } from 'kysely';
import { enableTenantRls } from './rls';

/**
 * Issue 38, a year of history stays fast. The income page sums the paid bills of a range (their
 * totals, and their payments by method): over a year that read every paid bill and payment.
 * `income_hourly` holds those sums by the UTC hour of each bill's payment (`paid_at`), kept by
 * triggers on `bills` and `payments` in the transaction that changes them (as `on_hand` is kept
 * from the stock ledger), so it is never behind the rows nor different from them: a bill counts
 * while its status is `paid`, with its current totals and its completed payments net of refunds,
 * whatever path paid, voided or refunded it. Hours rather than days: the page's days are the
 * restaurant's, whose time zone may change; the reader sums the whole hours of its range here and
 * the part-hours at its ends (zones not on the hour) from the rows. Bills and payments are deleted
 * only with their restaurant, whose rows here go with it: deletes are not followed.
 *
 * Also the two indexes the invoices page lacked: every bill newest first (it sorted the
 * restaurant's bills for each page), and the parts of split bills (each page's "share 1 of 3"
 * looked for parts through every bill of the restaurant).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const run = (q: string) => sql.raw(q).execute(db);
  await run(`create table income_hourly (
    restaurant_id uuid not null references restaurants (id) on delete cascade,
    hour timestamptz not null,
    bills integer not null default 0,
    subtotal bigint not null default 0,
    discount bigint not null default 0,
    service_charge bigint not null default 0,
    tax bigint not null default 0,
    tip bigint not null default 0,
    grand_total bigint not null default 0,
    cash bigint not null default 0,
    card bigint not null default 0,
    wallet bigint not null default 0,
    other bigint not null default 0,
    primary key (restaurant_id, hour))`);
  await enableTenantRls(db, 'income_hourly');

  // One signed change to an hour: d = bills, subtotal, discount, service, tax, tip, total, cash, card, wallet, other.
  await run(`create function income_hourly_add(rid uuid, at timestamptz, d bigint[]) returns void language sql as $$
    insert into income_hourly as h (restaurant_id, hour, bills, subtotal, discount, service_charge, tax, tip, grand_total, cash, card, wallet, other)
    values (rid, date_bin('1 hour', at, timestamptz '2000-01-01 00:00:00+00'),
      d[1], d[2], d[3], d[4], d[5], d[6], d[7], d[8], d[9], d[10], d[11])
    on conflict (restaurant_id, hour) do update set
      bills = h.bills + excluded.bills, subtotal = h.subtotal + excluded.subtotal, discount = h.discount + excluded.discount,
      service_charge = h.service_charge + excluded.service_charge, tax = h.tax + excluded.tax, tip = h.tip + excluded.tip,
      grand_total = h.grand_total + excluded.grand_total, cash = h.cash + excluded.cash, card = h.card + excluded.card,
      wallet = h.wallet + excluded.wallet, other = h.other + excluded.other
  $$`);

  // A paid bill's share: its totals and its completed payments (refunds negative) by method, times `sign`.
  await run(`create function income_of_bill(b bills, sign integer) returns bigint[] language sql stable as $$
    select array[sign, sign * b.subtotal, sign * b.discount_total, sign * b.service_charge, sign * b.tax, sign * b.tip,
      sign * b.grand_total, sign * coalesce(sum(p.net) filter (where p.method = 'cash'), 0),
      sign * coalesce(sum(p.net) filter (where p.method = 'card'), 0),
      sign * coalesce(sum(p.net) filter (where p.method = 'wallet'), 0),
      sign * coalesce(sum(p.net) filter (where p.method = 'other'), 0)]::bigint[]
    from (select method, case when kind = 'refund' then -amount else amount end as net from payments
      where restaurant_id = b.restaurant_id and bill_id = b.id and status = 'completed') p
  $$`);

  await run(`create function bill_income_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.status = 'paid' and new.status = 'paid'
        and old.paid_at is not distinct from new.paid_at and old.subtotal = new.subtotal
        and old.discount_total = new.discount_total and old.service_charge = new.service_charge
        and old.tax = new.tax and old.tip = new.tip and old.grand_total = new.grand_total then
        return null;
      end if;
      if tg_op = 'UPDATE' and old.status = 'paid' and old.paid_at is not null then
        perform income_hourly_add(old.restaurant_id, old.paid_at, income_of_bill(old, -1));
      end if;
      if new.status = 'paid' and new.paid_at is not null then
        perform income_hourly_add(new.restaurant_id, new.paid_at, income_of_bill(new, 1));
      end if;
      return null;
    end $$`);
  await run(`create trigger bills_income_inserted after insert on bills for each row
    when (new.status = 'paid') execute function bill_income_changed()`);
  await run(`create trigger bills_income_updated after update on bills for each row
    when (old.status = 'paid' or new.status = 'paid') execute function bill_income_changed()`);

  // A payment counts while its bill is paid (the bill's trigger counts those already there when it becomes so).
  await run(`create function payment_income(p payments, sign integer) returns void language sql as $$
    select income_hourly_add(p.restaurant_id, b.paid_at, array[0, 0, 0, 0, 0, 0, 0,
        case when p.method = 'cash' then net else 0 end, case when p.method = 'card' then net else 0 end,
        case when p.method = 'wallet' then net else 0 end, case when p.method = 'other' then net else 0 end])
    from bills b, (select sign * case when p.kind = 'refund' then -p.amount else p.amount end as net) n
    where b.restaurant_id = p.restaurant_id and b.id = p.bill_id and b.status = 'paid' and b.paid_at is not null
  $$`);
  await run(`create function payment_income_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE' and old.status = 'completed' then
        perform payment_income(old, -1);
      end if;
      if new.status = 'completed' then
        perform payment_income(new, 1);
      end if;
      return null;
    end $$`);
  await run(`create trigger payments_income_inserted after insert on payments for each row
    when (new.status = 'completed') execute function payment_income_changed()`);
  await run(`create trigger payments_income_updated after update on payments for each row
    when (old.status = 'completed' or new.status = 'completed') execute function payment_income_changed()`);

  // What is there already.
  await run(`insert into income_hourly (restaurant_id, hour, bills, subtotal, discount, service_charge, tax, tip, grand_total, cash, card, wallet, other)
    select b.restaurant_id, date_bin('1 hour', b.paid_at, timestamptz '2000-01-01 00:00:00+00'), count(*), sum(b.subtotal),
      sum(b.discount_total), sum(b.service_charge), sum(b.tax), sum(b.tip), sum(b.grand_total),
      coalesce(sum(m.cash), 0), coalesce(sum(m.card), 0), coalesce(sum(m.wallet), 0), coalesce(sum(m.other), 0)
    from bills b
    left join lateral (
      select sum(net) filter (where method = 'cash') as cash, sum(net) filter (where method = 'card') as card,
        sum(net) filter (where method = 'wallet') as wallet, sum(net) filter (where method = 'other') as other
      from (select method, case when kind = 'refund' then -amount else amount end as net from payments p
        where p.restaurant_id = b.restaurant_id and p.bill_id = b.id and p.status = 'completed') x
    ) m on true
    where b.status = 'paid' and b.paid_at is not null
    group by 1, 2`);

  await run(`create index bills_created_idx on bills (restaurant_id, created_at, bill_no)`);
  await run(`create index bills_parts_idx on bills (restaurant_id, parent_bill_id) where parent_bill_id is not null`);
}

export async function down(db: Kysely<any>): Promise<void> {
  const run = (q: string) => sql.raw(q).execute(db);
  await run(`drop index if exists bills_parts_idx`);
  await run(`drop index if exists bills_created_idx`);
  await run(`drop trigger if exists payments_income_updated on payments`);
  await run(`drop trigger if exists payments_income_inserted on payments`);
  await run(`drop trigger if exists bills_income_updated on bills`);
  await run(`drop trigger if exists bills_income_inserted on bills`);
  await run(`drop function if exists payment_income_changed()`);
  await run(`drop function if exists payment_income(payments, integer)`);
  await run(`drop function if exists bill_income_changed()`);
  await run(`drop function if exists income_of_bill(bills, integer)`);
  await run(`drop function if exists income_hourly_add(uuid, timestamptz, bigint[])`);
  await run(`drop table if exists income_hourly`);
}
