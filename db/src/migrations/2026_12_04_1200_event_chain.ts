import { sql, type Kysely } from 'kysely';

/**
 * Issue 39, the tamper-evident audit trail: every event row carries
 * `hash = sha256(previous hash || canonical text of the row)`, one chain per restaurant in seq
 * order, the first link bound to 32 zero bytes (the genesis). The database computes it in a
 * BEFORE INSERT trigger, so no writer (the outbox append, the seed, a hand-written insert) can
 * leave it out. The canonical text is a jsonb array (jsonb's text form is canonical: sorted keys,
 * fixed spacing) with the time as epoch microseconds, so PostgreSQL and PGlite hash the same row
 * alike and a verifier reading the row back recomputes the same bytes.
 *
 * The trigger reads the previous link by the `(restaurant_id, seq)` key: rows inserted earlier by
 * the same statement are visible to it (a VOLATILE function), and appends of one restaurant are
 * serialised by the `event_streams` row lock, so under READ COMMITTED the previous append has
 * committed when this one's trigger reads. A missing previous row (only possible when rows were
 * deleted or inserted out of order by hand) links to the genesis; verification reports the gap.
 * The two functions are STABLE (what their bodies are: `jsonb_build_array`, `convert_to`), so the
 * planner inlines them into the trigger's and the verifier's expressions; IMMUTABLE would make
 * every call go through the SQL-function executor, twice the cost. See
 * docs/decisions/2026-12-04-audit-chain.md.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function event_chain_canonical(
      restaurant_id uuid, seq bigint, type text, version integer, occurred_at timestamptz, actor jsonb, payload jsonb
    ) returns text language sql stable parallel safe as $$
      select jsonb_build_array(
        restaurant_id::text, seq, type, version, (extract(epoch from occurred_at) * 1000000)::bigint, actor, payload
      )::text
    $$`.execute(db);
  await sql`
    create function event_chain_link(prev bytea, restaurant_id uuid, seq bigint, type text, version integer,
      occurred_at timestamptz, actor jsonb, payload jsonb) returns bytea language sql stable parallel safe as $$
      select sha256(coalesce(prev, '\\x0000000000000000000000000000000000000000000000000000000000000000'::bytea)
        || convert_to(event_chain_canonical(restaurant_id, seq, type, version, occurred_at, actor, payload), 'UTF8'))
    $$`.execute(db);
  // Nullable only so that writers need not name it: the trigger below sets it on every insert.
  await sql`alter table events add column hash bytea`.execute(db);

  // Existing rows, chained in seq order per restaurant.
  await sql`
    do $$
    declare
      r record;
      prev bytea;
      current_restaurant uuid;
    begin
      for r in select position, restaurant_id, seq, type, version, occurred_at, actor, payload
               from events order by restaurant_id, seq loop
        if current_restaurant is distinct from r.restaurant_id then
          prev := null;
          current_restaurant := r.restaurant_id;
        end if;
        prev := event_chain_link(prev, r.restaurant_id, r.seq, r.type, r.version, r.occurred_at, r.actor, r.payload);
        update events set hash = prev where position = r.position;
      end loop;
    end $$`.execute(db);

  await sql`
    create function events_chain() returns trigger language plpgsql volatile as $$
    declare
      prev bytea;
    begin
      if new.seq > 1 then
        select e.hash into prev from events e where e.restaurant_id = new.restaurant_id and e.seq = new.seq - 1;
      end if;
      new.hash := event_chain_link(prev, new.restaurant_id, new.seq, new.type, new.version, new.occurred_at,
        new.actor, new.payload);
      return new;
    end $$`.execute(db);
  await sql`create trigger events_chain before insert on events for each row execute function events_chain()`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists events_chain on events`.execute(db);
  await sql`drop function if exists events_chain()`.execute(db);
  await sql`alter table events drop column if exists hash`.execute(db);
  await sql`drop function if exists event_chain_link(bytea, uuid, bigint, text, integer, timestamptz, jsonb, jsonb)`.execute(
    db,
  );
  await sql`drop function if exists event_chain_canonical(uuid, bigint, text, integer, timestamptz, jsonb, jsonb)`.execute(
    db,
  );
}
