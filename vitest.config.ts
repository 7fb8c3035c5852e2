import { defineConfig } from 'vitest/config';

// One run for everything: unit and integration tests beside the code, cross-package and browser
// tests under tests/. The global setup gives every run its own PostgreSQL database and Redis prefix.
export default defineConfig({
  test: {
    include: ['{api,db,realtime,workers,shared-events,web,tests}/src/**/*.test.{ts,tsx}'],
    globalSetup: ['tests/src/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // On CI only: one retry, for the rare Chromium that dies mid-test on a loaded 2-core machine.
    // A real failure fails twice; local runs keep retries off so flakiness stays visible.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default'],
  },
});
