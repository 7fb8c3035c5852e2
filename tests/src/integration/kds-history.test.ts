import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardTickets, bumpedTickets } from '@ros/api/modules/service/tickets/tickets.repo';
import { pagesTouched } from '../plans';
import { createOwnDatabase, createRestaurant, type OwnDatabase, type TestRestaurant } from '../realtime/fixtures';

let database: OwnDatabase;
let r: TestRestaurant;
let grill: string;
let batches = 0;

/** `n` takeaway orders (each batch on a business day of its own), each with one ticket at `station`, created `minutesAgo` minutes ago. */
async function ticketsOf(n: number, status: string, station: string | null, minutesAgo: string) {
  const day = batches++;
  await sql`
    with o as (
      insert into orders (restaurant_id, display_no, business_date, type, status)
      select ${r.id}, g, current_date - ${day}::int, 'takeaway', 'completed' from generate_series(1, ${n}::int) g
      returning id, display_no
    )
    insert into kitchen_tickets (restaurant_id, order_id, station_id, fire_no, status, created_at, bumped_at)
    select ${r.id}, o.id, ${station}::uuid, 1, ${status}, now() - (${sql.raw(minutesAgo)}) * interval '1 minute',
      case when ${status} = 'bumped' then now() - (${sql.raw(minutesAgo)}) * interval '1 minute' end
    from o`.execute(database.db);
}

beforeAll(async () => {
  database = await createOwnDatabase();
  r = await createRestaurant(database.db);
  ({ id: grill } = await database.db
    .insertInto('stations')
    .values({ restaurant_id: r.id, name: 'Grill' })
    .returning('id')
    .executeTakeFirstOrThrow());
  // A year of a busy kitchen, bumped (the grill's and the station-less), then three tickets on the board.
  await ticketsOf(10_000, 'bumped', grill, '10 + o.display_no');
  await ticketsOf(10_000, 'bumped', null, '10 + o.display_no');
  await ticketsOf(2, 'new', grill, '3 - o.display_no');
  await ticketsOf(1, 'preparing', null, '5');
  // The statistics autovacuum keeps for a database in service.
  await sql`analyze kitchen_tickets`.execute(database.db);
});

afterAll(async () => {
  await database?.drop();
});

describe('the KDS as the history grows', () => {
  it('the board, its last bumped tickets and a recall read what they show, not every ticket the kitchen bumped', async () => {
    await database.db.transaction().execute(async (trx) => {
      const board = await boardTickets({ trx, restaurantId: r.id }, null).execute();
      expect(board).toHaveLength(3);
      expect(await boardTickets({ trx, restaurantId: r.id }, grill).execute()).toHaveLength(2);
      const newest = await bumpedTickets({ trx, restaurantId: r.id }, undefined).limit(20).execute();
      expect(newest).toHaveLength(20);

      const reads = {
        board: boardTickets({ trx, restaurantId: r.id }, null),
        grillBoard: boardTickets({ trx, restaurantId: r.id }, grill),
        lastBumped: bumpedTickets({ trx, restaurantId: r.id }, undefined).limit(20),
        grillLastBumped: bumpedTickets({ trx, restaurantId: r.id }, grill).limit(20),
        recallWithoutStation: bumpedTickets({ trx, restaurantId: r.id }, null).limit(1).forUpdate(),
        grillRecall: bumpedTickets({ trx, restaurantId: r.id }, grill).limit(1).forUpdate(),
      };
      const pages = Object.fromEntries(
        await Promise.all(
          Object.entries(reads).map(async ([name, q]) => [name, await pagesTouched(database.db, q)] as const),
        ),
      );
      for (const touched of Object.values(pages)) expect(touched, JSON.stringify(pages)).toBeLessThan(30);
    });
  });
});
