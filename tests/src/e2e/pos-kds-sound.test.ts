import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestaurant, inviteAndJoin, registerUser } from '../factories';
import { startFakePrinter } from '../fixtures/fake-printer';
import { type BrowserHarness, signIn, startBrowserHarness } from './browser';

function ok<T = any>(res: { status: number; body: T }, what: string): T {
  if (res.status >= 300) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A browser's autoplay rule, as on a kitchen's tablet: headless Chromium lets audio play without a
 * gesture whatever its flags, so the page's AudioContext is kept suspended until `resume()` is called
 * while a real (trusted) tap, click or key press is being handled. (Not `navigator.userActivation`:
 * the test driver's own script calls count as gestures.) Tones made while it may play are counted.
 */
function gateAudioLikeABrowser() {
  const w = window as unknown as { AudioContext: typeof AudioContext; audibleTones: number };
  const Real = w.AudioContext;
  w.audibleTones = 0;
  let inGesture = false;
  for (const type of ['click', 'touchend', 'pointerup', 'keydown']) {
    window.addEventListener(
      type,
      (e) => {
        inGesture = e.isTrusted;
      },
      { capture: true },
    );
    window.addEventListener(type, () => {
      inGesture = false;
    });
  }
  w.AudioContext = class extends Real {
    #unlocked = false;
    override get state(): AudioContextState {
      return this.#unlocked ? super.state : 'suspended';
    }
    override resume() {
      if (inGesture && !this.#unlocked) {
        this.#unlocked = true;
        queueMicrotask(() => this.dispatchEvent(new Event('statechange')));
      }
      return super.resume();
    }
    override createOscillator() {
      if (this.state === 'running') w.audibleTones += 1;
      return super.createOscillator();
    }
  };
}

describe('the kitchen display on a real screen (issue 34)', () => {
  let h: BrowserHarness;
  beforeAll(async () => {
    h = await startBrowserHarness({ PRINTER_ALLOW_LOOPBACK: '1' });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('asks once for sound while the browser blocks it; after one tap a new ticket beeps; a printer that stops shows a banner', async () => {
    const owner = await registerUser(h.app.api);
    const restaurant = await createRestaurant(owner.api);
    const base = `/api/restaurants/${restaurant.id}`;
    const grill = ok(await owner.api.post(`${base}/stations`, { name: 'Grill' }), 'station');
    const steak = ok(
      await owner.api.post(`${base}/dishes`, { name: 'Steak', price: 2000, stationId: grill.id }),
      'dish',
    );
    const chef = await inviteAndJoin(h.app, owner.api, restaurant.id, 'chef');
    const order = async (name: string) =>
      ok(
        await owner.api.post(`${base}/orders`, {
          type: 'takeaway',
          customerName: name,
          items: [{ dishId: steak.id, quantity: 1 }],
          send: true,
        }),
        'order',
      );

    const { context, page } = await h.newPage({ viewport: { width: 1280, height: 800 }, hasTouch: true });
    await context.addInitScript(gateAudioLikeABrowser);
    await signIn(page, chef.email, chef.password, '/kds');
    const prompt = page.getByRole('alert').filter({ hasText: 'Sound is off' });
    await prompt.waitFor();
    const tones = () => page.evaluate(() => (window as unknown as { audibleTones: number }).audibleTones);

    // Before anyone touches the screen a ticket arrives in silence, and the prompt stays.
    await order('Ann');
    await page.getByTestId('kds-ticket-1').waitFor();
    expect(await tones()).toBe(0);
    expect(await prompt.count()).toBe(1);

    // One tap: the prompt goes, a test beep sounds, and the next ticket beeps.
    await prompt.getByRole('button', { name: 'Tap to enable sound' }).tap();
    await prompt.waitFor({ state: 'detached' });
    await expect.poll(tones).toBeGreaterThan(0);
    const afterTap = await tones();
    await order('Bob');
    await page.getByTestId('kds-ticket-2').waitFor();
    await expect.poll(tones).toBeGreaterThan(afterTap);

    // The grill's printer stops answering: the kitchen sees it as the POS does.
    const paper = await startFakePrinter();
    ok(
      await owner.api.post(`${base}/printers`, {
        name: 'Grill printer',
        host: '127.0.0.1',
        port: paper.port,
        kind: 'kitchen',
        stationId: grill.id,
      }),
      'printer',
    );
    await paper.close();
    await order('Cy');
    const banner = page.getByTestId('printer-alert');
    await banner.waitFor({ timeout: 20_000 });
    expect(await banner.textContent()).toContain('Grill printer');
  }, 90_000);
});
