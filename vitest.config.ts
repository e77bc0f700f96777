import { defineConfig } from 'vitest/config';

const UNIT_TESTS = [
  'tests/domain/**/*.test.ts',
  'tests/server/**/*.test.ts',
  'tests/client/**/*.test.{ts,tsx}',
  'tests/build-tools/**/*.test.ts',
  'tests/architecture.test.ts',
  'tests/domain-usage.test.ts',
  'tests/database-map.test.ts',
  'tests/test-layout.test.ts',
];
const MOCKING_TESTS = ['tests/**/*.mocks.test.{ts,tsx}'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Tests mirror src/: pure rules (tests/domain), server logic without HTTP (tests/server),
          // client logic (tests/client), the layering check and the database map (docs/database.md).
          include: UNIT_TESTS,
          // A file that replaces modules (vi.mock) is named *.mocks.test.* and runs in the isolated
          // project below; the rest share their imports, which costs a third of the time.
          exclude: MOCKING_TESTS,
          environment: 'node',
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-mocks',
          include: MOCKING_TESTS,
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Two cores: one PGlite per file, two files at a time.
          maxWorkers: 2,
          // Files in one worker share the imported app modules (each builds its own app and database):
          // importing the server afresh for every file cost more than half the suite's time.
          isolate: false,
        },
      },
    ],
  },
});
