import { defineConfig } from 'vitest/config';

/** Server files that replace a module (vi.mock): they get modules of their own. */
const MOCKING_SERVER_FILES = ['server/routes/invoices.test.ts', 'server/routes/accounts-enumeration.test.ts'];
const SERVER_TIMEOUTS = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    // One worker per core. Vitest's own default leaves one core to its main process, which on
    // this two-core machine meant one worker: the server files ran one at a time.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{contract,mail,ui,entities,features,app,mocks,scripts,tests}/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          exclude: MOCKING_SERVER_FILES,
          ...SERVER_TIMEOUTS,
          // Files share their worker's modules: the server's graph is imported once per worker, not
          // once per file (several seconds each). Each file still builds its own app and database;
          // a spy is restored by the test that set it.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-mocking',
          environment: 'node',
          include: MOCKING_SERVER_FILES,
          ...SERVER_TIMEOUTS,
        },
      },
    ],
  },
});
