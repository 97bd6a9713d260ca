import { defineConfig } from 'vitest/config';

// unit: pure code, fast. integration: real server and database (PostgreSQL when DATABASE_URL is
// set, else PGlite). Every integration file starts its own server over its own database (a copy of
// a migrated PGlite template in a temporary folder, or a scratch database on PostgreSQL), so files
// run in parallel, one per core, two worker processes that each run files one after another.
/**
 * Unit files that replace a module with vi.mock: they need a module cache of their own (the
 * 'unit-mocks' project), since a module another file loaded first would otherwise be the real one.
 * tests/unit/module-mocks.test.ts checks this list against the files.
 */
export const moduleMockTests = ['web/src/order-state/order-store.test.ts', 'web/src/order-state/adopt-live-read.test.ts'];

const unitFiles = [
  'core/**/*.test.ts',
  'server/src/**/*.test.ts',
  'plugins/**/*.test.ts',
  'orgs/**/*.test.ts',
  'web/**/*.test.{ts,tsx}',
  'tests/unit/**/*.test.ts',
];

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: unitFiles,
          exclude: ['**/node_modules/**', '**/*.integration.test.ts', ...moduleMockTests],
          // Pure code: files share their worker's loaded modules (168 files: 46 s → 10 s, most of it imports).
          isolate: false,
          // A timeout is not a speed check (npm run bench is): the property-based tests run hundreds of
          // cases each, and under CI's load on 2 cores one took 6.8 s against vitest's default 5 s.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'unit-mocks',
          include: moduleMockTests,
        },
      },
      {
        test: {
          name: 'integration',
          // Tests under server/src are pure (the unit layer); one that needs a database is named *.integration.test.ts.
          include: ['tests/integration/**/*.test.ts', '**/*.integration.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          pool: 'forks',
          // Files share their worker's loaded modules (the server, ORM, PGlite and every plugin):
          // importing them again for each file was about a third of the suite's time (8 files:
          // import 148 s → 53 s). Each file still has its own server and database; module caches
          // that outlive a server are kept per database (services/catalogue-loader.ts).
          isolate: false,
        },
      },
    ],
  },
});
