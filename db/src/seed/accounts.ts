import { jsonb } from '../jsonb';
import type { TenantTx } from '../tenant';
import type { DemoSeedStep } from './step';

/** The expense categories every restaurant starts with (an editable list). */
const DEFAULT_CATEGORIES = ['Rent', 'Utilities', 'Wages', 'Supplies', 'Marketing', 'Repairs', 'Other'];

/** Seeds a new restaurant's expense categories; returns their ids by name. */
export async function seedAccountsDefaults(trx: TenantTx, restaurantId: string): Promise<Record<string, string>> {
  const rows = await trx
    .insertInto('expense_categories')
    .values(DEFAULT_CATEGORIES.map((name) => ({ restaurant_id: restaurantId, name })))
    .returning(['id', 'name'])
    .execute();
  return Object.fromEntries(rows.map((r) => [r.name, r.id]));
}

/** The demo's accounts: its categories, monthly rent (recurring, from the first of next month) and two expenses of today. */
export const accountsStep: DemoSeedStep = {
  name: 'accounts',
  async run({ trx, restaurantId, ownerId }) {
    const categories = await seedAccountsDefaults(trx, restaurantId);
    const createdBy = jsonb({ userId: ownerId, name: 'Demo Owner' });
    const today = new Date().toISOString().slice(0, 10);
    const firstOfNextMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1))
      .toISOString()
      .slice(0, 10);
    await trx
      .insertInto('recurring_expenses')
      .values({
        restaurant_id: restaurantId,
        category_id: categories.Rent!,
        payee: 'City Properties',
        amount: 250_000,
        method: 'bank_transfer',
        frequency: 'monthly',
        next_on: firstOfNextMonth,
        day_of_month: 1,
        notes: 'Monthly rent',
        created_by: createdBy,
      })
      .execute();
    await trx
      .insertInto('expenses')
      .values([
        {
          restaurant_id: restaurantId,
          spent_on: today,
          category_id: categories.Utilities!,
          payee: 'Power & Light',
          amount: 18_450,
          tax: 1_476,
          method: 'bank_transfer',
          reference: 'INV-2291',
          created_by: createdBy,
        },
        {
          restaurant_id: restaurantId,
          spent_on: today,
          category_id: categories.Supplies!,
          payee: 'Corner shop',
          amount: 2_380,
          method: 'cash',
          notes: 'Napkins and dish soap',
          created_by: createdBy,
        },
      ])
      .execute();
  },
};
