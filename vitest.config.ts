import { defineConfig } from 'vitest/config';

// unit: pure code, fast. integration: real server and database (PostgreSQL when DATABASE_URL is
// set, else PGlite), run one file at a time because the embedded database takes one connection.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['core/**/*.test.ts', 'plugins/**/*.test.ts', 'orgs/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
          exclude: ['**/node_modules/**', 'orgs/**/*.integration.test.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['server/**/*.test.ts', 'tests/integration/**/*.test.ts', 'orgs/**/*.integration.test.ts'],
          exclude: ['**/node_modules/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
