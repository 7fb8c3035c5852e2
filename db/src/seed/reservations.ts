import type { DemoSeedContext, DemoSeedStep } from './step';

/** Tomorrow at hh:mm UTC. */
const tomorrowAt = (hh: number, mm = 0) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 1);
  d.setUTCHours(hh, mm, 0, 0);
  return d;
};

/** Demo reservations for tomorrow on the seeded tables, two delivery zones and the demo driver on shift. */
async function seedReservationsAndDelivery({ trx, restaurantId, ownerId, users }: DemoSeedContext): Promise<void> {
  await trx
    .insertInto('delivery_zones')
    .values([
      { restaurant_id: restaurantId, name: 'Centre', fee: 250, minimum_order: 1500, sort_order: 1 },
      { restaurant_id: restaurantId, name: 'Suburbs', fee: 500, minimum_order: 2500, sort_order: 2 },
    ])
    .execute();
  await trx
    .updateTable('members')
    .set({ is_on_shift: true })
    .where('restaurant_id', '=', restaurantId)
    .where('user_id', '=', users.delivery)
    .execute();

  const tables = await trx
    .selectFrom('dining_tables')
    .select(['id', 'capacity'])
    .where('restaurant_id', '=', restaurantId)
    .orderBy('name')
    .limit(3)
    .execute();
  const bookings = [
    {
      name: 'Olivia Park',
      phone: '+1 555 0101',
      party_size: 2,
      at: tomorrowAt(18),
      minutes: 90,
      remarks: 'Window seat if possible',
    },
    {
      name: 'Samuel Reyes',
      phone: '+1 555 0102',
      party_size: 4,
      at: tomorrowAt(19, 30),
      minutes: 120,
      remarks: 'Birthday',
    },
    { name: 'Grace Liu', phone: '+1 555 0103', party_size: 2, at: tomorrowAt(20), minutes: 90, remarks: null },
  ];
  for (const [n, b] of bookings.entries()) {
    const ends = new Date(b.at.getTime() + b.minutes * 60_000);
    const { id } = await trx
      .insertInto('reservations')
      .values({
        restaurant_id: restaurantId,
        name: b.name,
        phone: b.phone,
        party_size: b.party_size,
        starts_at: b.at,
        ends_at: ends,
        duration_minutes: b.minutes,
        remarks: b.remarks,
        source: 'phone',
        status: n === 0 ? 'confirmed' : 'booked',
        created_by: ownerId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const table = tables[n];
    if (table) {
      await trx
        .insertInto('reservation_tables')
        .values({ restaurant_id: restaurantId, reservation_id: id, table_id: table.id, starts_at: b.at, ends_at: ends })
        .execute();
    }
  }
}

export const reservationsStep: DemoSeedStep = { name: 'reservations-and-delivery', run: seedReservationsAndDelivery };
