import type { TenantTx } from '../tenant';

/** A new restaurant's chat rooms: everyone, and the pass between kitchen and floor (departments add their own). */
export async function seedChatChannels(trx: TenantTx, restaurantId: string): Promise<void> {
  await trx
    .insertInto('chat_channels')
    .values([
      { restaurant_id: restaurantId, kind: 'everyone' },
      { restaurant_id: restaurantId, kind: 'pass' },
    ])
    .execute();
}
