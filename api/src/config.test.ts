import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = () => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'ros-config-')), JWT_SECRET: 'x'.repeat(32) });

describe('configuration that guards guests', () => {
  it('offers the test payment provider only with TEST_PAYMENTS=1, the embedded default and tests included', () => {
    expect(loadConfig({ ...base() }).testPayments).toBe(false);
    expect(loadConfig({ ...base(), VITEST: 'true' }).testPayments).toBe(false);
    expect(loadConfig({ ...base(), REDIS_URL: 'redis://127.0.0.1:6379' }).testPayments).toBe(false);
    expect(loadConfig({ ...base(), TEST_PAYMENTS: '1' }).testPayments).toBe(true);
  });

  it('trusts no proxy unless TRUST_PROXY names one (a hop count or addresses)', () => {
    expect(loadConfig({ ...base() }).trustProxy).toBe(false);
    expect(loadConfig({ ...base(), TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base(), TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...base(), TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(() => loadConfig({ ...base(), TRUST_PROXY: 'every$thing' })).toThrow(/TRUST_PROXY/);
  });
});
