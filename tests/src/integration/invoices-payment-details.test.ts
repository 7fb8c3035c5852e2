import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredUser } from '../factories';
import { addCustomer, addDish, addSpace } from '../fixtures/catalogue';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { startTestApp, unique, type TestApp } from '../harness';

let app: TestApp;
let owner: RegisteredUser;
let base: string;
let spaceId: string;
let dishId: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ owner, base } = await setupRestaurant(app));
  dishId = await addDish(owner.api, base, { name: 'Pasta', price: 1000 });
  spaceId = await addSpace(owner.api, base, 'Hall');
});
afterAll(() => app?.close());

async function pdfText(billId: string) {
  const res = await fetch(`${app.url}${base}/bills/${billId}/invoice.pdf`, {
    headers: { authorization: `Bearer ${owner.accessToken}` },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer()).toString('latin1');
}

describe("the restaurant's payment details and the client on invoices", () => {
  it('refuses a wrong IBAN check digit and a malformed BIC, with field messages, and changes nothing', async () => {
    const res = await owner.api.patch(base, {
      bankName: 'Bad Bank',
      iban: 'DE89 3704 0044 0532 0130 01',
      swiftBic: 'DEU',
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('iban');
    expect(JSON.stringify(res.body)).toContain('swiftBic');
    expect(await ok(owner.api.get(base))).toMatchObject({ bankName: null, iban: null, swiftBic: null });
  });

  it("prints the bank, IBAN and SWIFT/BIC and the customer's company and country on the invoice PDF", async () => {
    const restaurant = await ok(
      owner.api.patch(base, { bankName: 'Deutsche Bank', iban: 'de89 3704 0044 0532 0130 00', swiftBic: 'deutdeff' }),
    );
    expect(restaurant).toMatchObject({
      bankName: 'Deutsche Bank',
      iban: 'DE89370400440532013000',
      swiftBic: 'DEUTDEFF',
    });

    const customerId = await addCustomer(owner.api, base, { name: 'Ana Ruiz' });
    const customer = await ok(
      owner.api.patch(`${base}/customers/${customerId}`, { company: 'Acme Catering SL', country: 'Spain' }),
    );
    expect(customer).toMatchObject({ company: 'Acme Catering SL', country: 'Spain' });

    const table = await ok(owner.api.post(`${base}/tables`, { spaceId, name: unique('T') }), 201);
    const order = await ok(
      owner.api.post(`${base}/orders`, {
        type: 'dine_in',
        tableId: table.id,
        guests: 2,
        items: [{ dishId, quantity: 1 }],
      }),
      201,
    );
    const bill = await ok(owner.api.post(`${base}/orders/${order.id}/bill`, { customerId }), 201);

    const text = await pdfText(bill.id);
    expect(text).toContain('(Bill to) Tj');
    expect(text).toContain('(Acme Catering SL) Tj');
    expect(text).toContain('(Spain) Tj');
    expect(text).toContain('(Bank: Deutsche Bank) Tj');
    expect(text).toContain('(IBAN: DE89 3704 0044 0532 0130 00) Tj');
    expect(text).toContain('(SWIFT/BIC: DEUTDEFF) Tj');
  });
});
