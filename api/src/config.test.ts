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

describe('message delivery configuration', () => {
  it('keeps messages in the app without providers, with a From on the public host and the default limits', () => {
    expect(loadConfig({ ...base(), PUBLIC_URL: 'https://bistro.example.com/' }).delivery).toEqual({
      smtpUrl: null,
      smsUrl: null,
      mailFrom: 'Restaurant OS <no-reply@bistro.example.com>',
      limitsPerHour: { email: 500, sms: 100 },
      attempts: 6,
      retryMs: 30_000,
    });
    expect(loadConfig({ ...base() }).delivery.mailFrom).toBe('Restaurant OS <no-reply@localhost>');
  });

  it('refuses a provider URL or a From it cannot use, naming the variable and what it takes', () => {
    expect(() => loadConfig({ ...base(), SMTP_URL: 'smtp.example.com' })).toThrow(
      /SMTP_URL: an smtp:\/\/ or smtps:\/\//,
    );
    expect(() => loadConfig({ ...base(), SMS_URL: 'twilio://AC1@api.twilio.com' })).toThrow(
      /SMS_URL: log:.*twilio:\/\//,
    );
    expect(() => loadConfig({ ...base(), MAIL_FROM: 'Bistro' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ ...base(), MAIL_LIMIT_PER_HOUR: '0' })).toThrow(/MAIL_LIMIT_PER_HOUR/);
    const ok = loadConfig({
      ...base(),
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      SMS_URL: 'twilio://AC1:token@api.twilio.com?from=%2B15550001111',
      MAIL_FROM: 'Bistro <hello@bistro.example.com>',
    }).delivery;
    expect(ok).toMatchObject({
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      mailFrom: 'Bistro <hello@bistro.example.com>',
    });
  });
});
