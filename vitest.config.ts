import { defineConfig } from 'vitest/config';

const everything = '{api,bus,db,realtime,server,workers,shared-events,tests}/src/**/*.test.{ts,tsx}';

/**
 * The HTTP suites of every command path, run a second time on embedded PGlite (the README's
 * default, `npm start`): orders, tickets and kitchen, bills, payments, invoices, cash drawer, inventory, accounts, reports,
 * reservations, delivery, members, roles, printers. Left out: pos-orders-round-trips counts PostgreSQL
 * network round trips (it has its own PGlite part).
 */
const onPglite = [
  'tests/src/integration/pos-*.test.ts',
  'tests/src/integration/reservations-*.test.ts',
  'tests/src/integration/delivery-*.test.ts',
  'tests/src/integration/inventory-*.test.ts',
  'tests/src/integration/accounts-*.test.ts',
  'tests/src/integration/reports-*.test.ts',
  'tests/src/integration/staff-*.test.ts',
  'tests/src/integration/guest-*.test.ts',
  'tests/src/integration/printers.test.ts',
  'tests/src/integration/foundation-{members,roles}.test.ts',
  'tests/src/integration/restaurant-setup.test.ts',
  'tests/src/integration/hardening-role-matrix.test.ts',
  'tests/src/integration/search-bills-stock.test.ts',
  'tests/src/integration/printers-refund-receipt.test.ts',
  'tests/src/integration/messages-templates-guest.test.ts',
  'tests/src/integration/checklists.test.ts',
  'tests/src/integration/announcements.test.ts',
  'tests/src/integration/help-articles.test.ts',
  'tests/src/integration/notifications.test.ts',
  'tests/src/integration/messages-delivery.test.ts',
  'tests/src/integration/messages-templates-staff.test.ts',
  'tests/src/integration/chat.test.ts',
  'tests/src/integration/restaurant-data.test.ts',
  'tests/src/integration/webhooks.test.ts',
  'tests/src/integration/api-keys.test.ts',
  'tests/src/integration/audit-chain.test.ts',
  'tests/src/integration/billing.test.ts',
];

/**
 * The files that start many processes and wait on them: the benchmark's smoke run (a dozen
 * processes and a browser), the embedded soak (an app killed and restarted) and the production
 * build's run (esbuild, then api, two gateways and workers from the build). Beside another
 * heavy file they starve each other on two cores (the soak took 65 s alone, 166 s beside browser
 * flows; an embedded start beside the smoke took over 60 s), so they run one at a time after the rest.
 */
const alone = [
  'tests/src/integration/embedded-soak.test.ts',
  'tests/src/load/bench-smoke.test.ts',
  'tests/src/production/production-build.test.ts',
  'tests/src/integration/backup-embedded.test.ts',
];

/**
 * Heavy but needed, in the full run only (`npm test`, not `test:fast`): each takes 25-95 s of a
 * core (durations measured on this 2-core machine): PGlite migrated in-process (db's PGlite suite,
 * foundation-pglite, the round-trip count's PGlite part, the database errors of both drivers, the
 * API runtime embedded on PGlite),
 * child processes started and killed (failover, stop deadlines), ESLint and madge over the tree
 * (architecture), and exhaustive sweeps (every write operation fuzzed, every role against every
 * operation, 200 concurrent fires on one ingredient). They run in the light lane beside the rest.
 */
const heavy = [
  'tests/src/integration/hardening-fuzz.test.ts',
  'tests/src/integration/hardening-role-matrix.test.ts',
  'tests/src/integration/inventory-stock.test.ts',
  'tests/src/integration/pos-orders-round-trips.test.ts',
  'tests/src/integration/foundation-pglite.test.ts',
  'tests/src/integration/stop-deadlines.test.ts',
  'tests/src/integration/backup-postgres.test.ts',
  'tests/src/realtime/failover.test.ts',
  'tests/src/realtime/api-runtime.test.ts',
  'tests/src/architecture.test.ts',
  'db/src/pglite.test.ts',
  'db/src/audit-chain.test.ts',
  'api/src/kernel/db-errors.test.ts',
];

/**
 * The browser flows: the built web client (`web/dist`) served by an in-process app, driven by Chromium
 * (one per worker, launched for its first browser file and kept for the next; fresh contexts per test,
 * tests/src/e2e/browser.ts).
 */
const browser = 'tests/src/e2e/**/*.test.ts';

/**
 * Every file takes a PostgreSQL database of its own, a copy of the run's migrated template, as
 * `DATABASE_URL` (on the pglite lane for the few direct connections a file makes), dropped after the
 * file without the worker waiting for it (the run's teardown drops any left).
 */
const fileDatabase = ['tests/src/file-database.ts'];

/**
 * Files at once in the light lanes (postgres, heavy, web, pglite): most integration files wait on
 * I/O (PostgreSQL, Redis, sockets, printers' timeouts), so a 2-core machine keeps three of them busy.
 * Four starved the CPU-bound ones (PGlite opened in-process, password hashing) into 60 s hook
 * timeouts on a loaded machine. Every file has its own database, so none depends on another's
 * timing. `TEST_MAX_WORKERS` overrides it.
 */
const lightWorkers = Number(process.env.TEST_MAX_WORKERS) || 3;

/**
 * The lanes, one `npm test` for all of them, run in this order (`sequence.groupOrder`):
 *   0. light: `postgres` (unit, integration and realtime tests beside the code and under tests/,
 *      on PostgreSQL and Redis), `heavy` (the costly ones of those, above), `web` (the web's unit
 *      tests) and `pglite` (the HTTP suites again on embedded PGlite), `lightWorkers` files at once;
 *   1. `browser`: Chromium flows against the built web client, two at once (one Chromium per core);
 *   2. `alone`: the process-heavy files, one at a time.
 * `npm run test:fast` runs lane 0's `postgres` and `web` only (no browser, no web build, no PGlite
 * pass, no soak or bench smoke): the quick check while working. `npm test` builds the web and runs
 * every lane.
 */
// One run for everything: unit and integration tests beside the code, cross-package and browser
// tests under tests/. The global setup gives every run its own PostgreSQL database and Redis prefix.
export default defineConfig({
  test: {
    globalSetup: ['tests/src/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The light lanes' file count; the browser and alone lanes set their own.
    maxWorkers: lightWorkers,
    // A worker keeps the modules it loaded for its next file: loading the api afresh per file cost
    // minutes summed over the suite. Every file builds its own apps, databases and sockets.
    isolate: false,
    // A screen under a second file's load can take longer than the 1 s default to show a change.
    expect: { poll: { timeout: 10_000 } },
    // On CI only: one retry, for the rare Chromium that dies mid-test on a loaded 2-core machine.
    // A real failure fails twice; local runs keep retries off so flakiness stays visible.
    retry: process.env.CI ? 1 : 0,
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'postgres',
          include: [everything],
          exclude: [...alone, ...heavy, browser],
          setupFiles: fileDatabase,
        },
      },
      { extends: true, test: { name: 'heavy', include: heavy, setupFiles: fileDatabase } },
      // The web's unit tests mock modules (vi.mock), so each file gets fresh ones.
      { extends: true, test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'], isolate: true } },
      {
        extends: true,
        test: {
          name: 'pglite',
          include: onPglite,
          exclude: ['tests/src/integration/pos-orders-round-trips.test.ts'],
          env: { TEST_DATABASE: 'pglite' },
          setupFiles: fileDatabase,
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          include: [browser],
          setupFiles: fileDatabase,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: { name: 'alone', include: alone, setupFiles: fileDatabase, maxWorkers: 1, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
