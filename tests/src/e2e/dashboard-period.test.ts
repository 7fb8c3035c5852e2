import { afterAll, beforeAll, describe, it } from 'vitest';
import { createRestaurant, registerUser, setPlan } from '../factories';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

describe('the dashboard names its period', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it(
    'says "Today · live" for today and the chosen period with its dates otherwise, Year to Date and Last 12 Months included',
    { timeout: 60_000 },
    async () => {
      const owner = await registerUser(h.app.api);
      // Periods over a quarter are annual reports: Premium.
      await setPlan(owner.api, (await createRestaurant(owner.api)).id, 'premium');
      const { page } = await h.newPage();
      await signIn(page, owner.email, owner.password);
      await page.getByText(/^Today, \d{4}-\d{2}-\d{2} · live$/).waitFor();
      const year = new Date().getFullYear();
      await page.getByLabel('Period').selectOption({ label: 'Year to Date' });
      await page.getByText(new RegExp(`^Year to Date, ${year}-01-01 – \\d{4}-\\d{2}-\\d{2} · live$`)).waitFor();
      await page.getByLabel('Period').selectOption({ label: 'Last 12 Months' });
      await page.getByText(/^Last 12 Months, \d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2} · live$/).waitFor();
      await page.getByLabel('Period').selectOption({ label: 'Last Year' });
      await page.getByText(`Last Year, ${year - 1}-01-01 – ${year - 1}-12-31 · live`, { exact: true }).waitFor();
    },
  );
});
