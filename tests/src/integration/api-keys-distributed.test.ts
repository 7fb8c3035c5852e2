import { describe, expect, it } from 'vitest';
import { TEST_REDIS_URL } from '../env';
import { ok } from '../fixtures/http';
import { setupRestaurant } from '../fixtures/restaurant';
import { ApiClient, startTestApp, unique } from '../harness';

/**
 * Issue 39: an API key's rate limit is counted in Redis in the distributed mode, so two api nodes
 * behind a load balancer refuse the key after the limit over both, not after twice the limit.
 * (PostgreSQL only: both nodes must share the database the key is in.)
 */
describe('the API key rate limit across api nodes (Redis)', () => {
  it('counts the requests of one key on every node together', async () => {
    process.env.REDIS_PREFIX = `${process.env.TEST_RUN_ID ?? 'ros_test'}_${unique('ak')}`;
    const env = { REDIS_URL: TEST_REDIS_URL, API_KEY_REQUESTS_PER_MINUTE: '6' };
    const [nodeA, nodeB] = [await startTestApp(env), await startTestApp(env)];
    try {
      const { owner, base } = await setupRestaurant(nodeA);
      const { key } = await ok(owner.api.post(`${base}/api-keys`, { name: 'Hub', scopes: ['orders:read'] }), 201);
      const [a, b] = [new ApiClient(nodeA.url, key), new ApiClient(nodeB.url, key)];
      for (let i = 0; i < 3; i++) {
        expect((await a.get(`${base}/orders`)).status).toBe(200);
        expect((await b.get(`${base}/orders`)).status).toBe(200);
      }
      const refusedA = await a.get(`${base}/orders`);
      const refusedB = await b.get(`${base}/orders`);
      expect([refusedA.status, refusedB.status]).toEqual([429, 429]);
      expect(Number(refusedB.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await nodeA.close();
      await nodeB.close();
      delete process.env.REDIS_PREFIX;
    }
  });
});
